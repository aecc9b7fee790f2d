export const en = {
  fields: {
    email: 'E-mail',
    password: 'Password',
    nickname: 'Nickname',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
  },
  google: {
    or: 'or',
    signIn: 'Sign in with Google',
    signUp: 'Sign up with Google',
    callback: {
      title: 'Signing in with Google',
      loading: 'Signing you in with Google…',
      failedTitle: 'Google sign-in did not work',
      failures: {
        cancelled:
          'You cancelled signing in with Google. You can try again, or sign in with your e-mail and password.',
        unverified:
          'The e-mail address of this Google account is not verified. Verify it with Google, or sign in with your e-mail and password.',
        unavailable:
          'Google sign-in is not available right now. Please try again in a few minutes.',
        expired: 'This sign-in took too long or was already completed. Please start again.',
        conflict:
          'This e-mail address belongs to a CarClub account that is linked to a different Google account. Sign in with your e-mail and password instead.',
        failed: 'We could not complete signing in with Google. Please try again.',
      },
      tryAgain: 'Try Google again',
      toLogin: 'Back to sign in',
    },
  },
  login: {
    title: 'Sign in',
    intro: 'Welcome back to CarClub. Sign in to manage your garage and profile.',
    submit: 'Sign in',
    forgotPassword: 'Forgot password?',
    noAccount: 'New to CarClub?',
    registerLink: 'Create an account',
    notActivated:
      'This account is not activated yet. Open the link from the activation e-mail, or get a new one.',
    contactSupport: 'Write to the CarClub team',
  },
  register: {
    title: 'Create an account',
    intro: 'Join the community: keep your cars, share builds and meet other enthusiasts.',
    submit: 'Create account',
    passwordHint_one: 'At least {{count}} character.',
    passwordHint_other: 'At least {{count}} characters.',
    nicknameHint_one:
      '{{min}}–{{count}} character: Latin letters, digits, dots, hyphens or underscores. It appears in the addresses of your pages.',
    nicknameHint_other:
      '{{min}}–{{count}} characters: Latin letters, digits, dots, hyphens or underscores. It appears in the addresses of your pages.',
    agreement:
      'By registering you accept the <siteRules>site rules</siteRules>, <userRules>user rules</userRules>, <privacy>privacy policy</privacy> and <offer>public offer</offer>.',
    opensInNewTab: 'Opens in a new tab',
    haveAccount: 'Already have an account?',
    loginLink: 'Sign in',
    checkEmail: {
      title: 'Check your e-mail',
      sent: 'We sent an activation link to {{email}}. Open it to activate your account.',
      hint: 'No e-mail after a few minutes? Look in the spam folder, or send the link again.',
      changeEmail: 'Use a different e-mail',
      toLogin: 'Go to sign in',
    },
  },
  activation: {
    loading: 'Activating your account…',
    sendAgain: 'Send the link again',
    sentAgain: 'If {{email}} has an account waiting for activation, a new link is on its way.',
    resendFormLabel: 'Get a new activation link',
    toLogin: 'Sign in',
    activated: {
      title: 'Your account is active',
      description: 'Thank you for confirming your e-mail. You can sign in now.',
    },
    alreadyActivated: {
      title: 'Already activated',
      description: 'This account was activated earlier. Just sign in.',
    },
    expired: {
      title: 'The link has expired',
      description:
        'Activation links are valid for a limited time. Enter your e-mail and we will send a new one.',
    },
    invalid: {
      title: 'The link is not valid',
      description:
        'This activation link is incomplete or was not sent by us. Copy the whole link from the e-mail, or enter your e-mail to get a new one.',
    },
  },
  activate: {
    title: 'Account activation',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    intro: 'Enter the e-mail of your account and we will send you a link to choose a new password.',
    submit: 'Send the link',
    backToLogin: 'Back to sign in',
    sent: {
      title: 'Check your e-mail',
      description:
        'If an account exists for {{email}}, we have sent it a link to reset the password.',
      hint: 'The link is valid for a limited time. No e-mail? Look in the spam folder or try again.',
      tryAgain: 'Try again',
    },
  },
  resetPassword: {
    title: 'Set a new password',
    intro: 'Choose a new password for your account.',
    submit: 'Save the new password',
    success: 'Your password has been changed. Sign in with the new one.',
    requestNewLink: 'Get a new link',
    checking: 'Checking the link…',
    expired: {
      title: 'The link has expired',
      description: 'Password reset links are valid for a limited time. Request a new one.',
    },
    invalid: {
      title: 'The link is not valid',
      description: 'This password reset link is incomplete or was already used. Request a new one.',
    },
  },
  emailChange: {
    toLogin: 'Sign in',
    toSettings: 'Open the settings',
    confirm: {
      title: 'New e-mail address',
      loading: 'Confirming your new address…',
      done: {
        title: 'Your e-mail address is changed',
        description: 'Your account now uses {{email}}: sign in with it from now on.',
      },
      problem: {
        expired: 'Confirmation links work for 24 hours. Ask for the change again in the settings.',
        invalid:
          'This link is incomplete, was replaced by a newer one or was already used. Use the newest e-mail, or ask for the change again in the settings.',
        taken: 'Another account started using this address in the meantime, so nothing changed.',
      },
    },
    cancel: {
      title: 'Cancel the e-mail change',
      loading: 'Cancelling the change…',
      done: {
        title: 'The change is cancelled',
        description: 'Your account keeps the address {{email}}, and every device was signed out.',
        next: 'If you did not ask for the change, someone knows your password: sign in and change it, or set a new one by e-mail.',
        resetPassword: 'Set a new password',
      },
      problem: {
        expired: 'This link worked for 7 days and can no longer cancel the change.',
        invalid: 'This link is incomplete or was already used.',
        taken: 'Another account started using this address in the meantime, so nothing changed.',
      },
    },
    problem: {
      expired: { title: 'The link has expired' },
      invalid: { title: 'The link is not valid' },
      taken: { title: 'The address is taken' },
    },
  },
  unsubscribe: {
    title: 'Unsubscribe',
    checking: 'Checking the link…',
    confirm: {
      title: 'Stop these e-mails?',
      description: 'We will stop e-mailing you about: {{kind}}.',
      submit: 'Unsubscribe',
    },
    already: {
      title: 'You are already unsubscribed',
      description: 'We no longer e-mail you about: {{kind}}.',
    },
    toSettings: 'Choose your notifications',
    done: {
      title: 'You are unsubscribed',
      description: 'We will no longer e-mail you about: {{kind}}.',
      next: 'You still see these notifications on the site. Change either in Settings → Notifications.',
    },
    invalid: {
      title: 'The link is not valid',
      description:
        'This unsubscribe link is incomplete, or no longer valid. Choose which e-mails you get in Settings → Notifications.',
    },
    kinds: {
      newSignIn: 'sign-ins from a new browser',
      passwordChanged: 'changes of your password',
      emailChangeRequested: 'requests to change your e-mail',
      emailChangeConfirmed: 'changes of your e-mail',
      emailChangeCancelled: 'cancelled changes of your e-mail',
      vehicleHidden: 'your cars hidden by a moderator',
      vehicleRestored: 'your cars shown again by a moderator',
      contentHidden: 'your posts and comments hidden by a moderator',
      contentRestored: 'your posts and comments shown again by a moderator',
      reminderDue: 'reminders on your cars that are due',
      reportHandled: 'the outcome of reports you filed',
      comment: 'comments on your posts and logbook entries',
      reply: 'replies to your comments',
      mention: 'mentions of you in comments',
      like: 'likes of your posts, entries and comments',
      follower: 'new followers',
    },
  },
  support: {
    title: 'Contact the CarClub team',
    intro:
      'A question about your account, a blocked account, something wrong on the site: write to us and we will answer by e-mail.',
    address: 'Or write from your own mail to',
    fields: {
      name: 'Your name',
      email: 'Your e-mail',
      emailHint: 'We will answer to this address.',
      category: 'What is it about?',
      categoryPlaceholder: 'Choose a topic…',
      subject: 'Subject',
      message: 'Message',
    },
    categories: {
      account: 'My account',
      blocked: 'A blocked account',
      content: 'Something on the site',
      bug: 'Something does not work',
      other: 'Something else',
    },
    submit: 'Send the message',
    sent: {
      title: 'Your message is sent',
      description: 'The CarClub team has it and will answer at {{email}}.',
    },
    toHome: 'Go to the home page',
  },
  goodbye: {
    title: 'Your account is deleted',
    description:
      'Your garage, logbooks, photos and profile are gone, and every session of the account has ended.',
    thanks: 'Thank you for being part of CarClub. You are welcome back any time.',
    home: 'Go to the home page',
    register: 'Create a new account',
    support: 'Write to the team',
  },
  legal: {
    siteRules: 'Site rules',
    userRules: 'User rules',
    privacy: 'Privacy policy',
    offer: 'Public offer',
  },
};
