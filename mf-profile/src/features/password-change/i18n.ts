import type { UkrainianOf } from '@carclub/i18n';

const en = {
  title: 'Change password',
  intro: 'After the change, your other devices are signed out; this one stays signed in.',
  fields: {
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint_one: 'At least {{count}} character. A long phrase is easier to remember.',
    newPasswordHint_other: 'At least {{count}} characters. A long phrase is easier to remember.',
    confirmPassword: 'Confirm the new password',
  },
  submit: 'Change password',
  toasts: {
    changed: 'Password changed',
    changedDescription: 'Your other devices have been signed out.',
    failed: 'The password was not changed',
  },
  noPassword: {
    title: 'Set a password',
    intro:
      'You sign in with Google, so your account has no password yet. With one you can also sign in with your e-mail address, and change the address.',
    how: 'We will e-mail you a link; follow it to choose your password.',
  },
  link: {
    question: 'Signed up with Google, or forgot your current password?',
    send: 'Send me a link to set a password',
    sent: 'Check your inbox',
    sentDescription: 'We sent a link to set your password to {{email}}.',
    failed: 'The link was not sent',
  },
};

const uk: UkrainianOf<typeof en> = {
  title: 'Зміна пароля',
  intro: 'Після зміни ваші інші пристрої буде виведено з облікового запису; цей залишиться.',
  fields: {
    currentPassword: 'Поточний пароль',
    newPassword: 'Новий пароль',
    newPasswordHint_one: 'Щонайменше {{count}} символ. Довгу фразу легше запам’ятати.',
    newPasswordHint_few: 'Щонайменше {{count}} символи. Довгу фразу легше запам’ятати.',
    newPasswordHint_many: 'Щонайменше {{count}} символів. Довгу фразу легше запам’ятати.',
    newPasswordHint_other: 'Щонайменше {{count}} символу. Довгу фразу легше запам’ятати.',
    confirmPassword: 'Підтвердіть новий пароль',
  },
  submit: 'Змінити пароль',
  toasts: {
    changed: 'Пароль змінено',
    changedDescription: 'Ваші інші пристрої виведено з облікового запису.',
    failed: 'Пароль не змінено',
  },
  noPassword: {
    title: 'Встановлення пароля',
    intro:
      'Ви входите через Google, тому пароля у вашого облікового запису ще немає. З ним ви зможете входити й за адресою електронної пошти та змінити цю адресу.',
    how: 'Ми надішлемо вам посилання; перейдіть за ним, щоб вибрати пароль.',
  },
  link: {
    question: 'Зареєструвалися через Google або забули поточний пароль?',
    send: 'Надіслати посилання для встановлення пароля',
    sent: 'Перевірте пошту',
    sentDescription: 'Ми надіслали посилання для встановлення пароля на {{email}}.',
    failed: 'Посилання не надіслано',
  },
};

export const passwordChangeTexts = { en, uk };
