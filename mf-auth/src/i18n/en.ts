export const en = {
  login: {
    title: 'Sign in',
    description:
      'Sign in with your e-mail and password or with Google. The sign-in form is on its way.',
  },
  register: {
    title: 'Create an account',
    description: 'Registration with e-mail confirmation is coming soon.',
  },
  activate: {
    title: 'Account activation',
    description: 'Here you will confirm your e-mail address from the activation link.',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    description: 'Soon you will be able to request a password reset link by e-mail.',
  },
  resetPassword: {
    title: 'Set a new password',
    description: 'Here you will choose a new password from the reset link.',
  },
  comingSoon: 'Coming soon',
};
