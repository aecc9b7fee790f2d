import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Change password',
  intro: 'After the change, your other devices are signed out; this one stays signed in.',
  fields: {
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least {{min}} characters. A long phrase is easier to remember.',
    confirmPassword: 'Confirm the new password',
  },
  submit: 'Change password',
  toasts: {
    changed: 'Password changed',
    changedDescription: 'Your other devices have been signed out.',
    failed: 'The password was not changed',
  },
};

const uk: TranslationOf<typeof en> = {
  title: 'Зміна пароля',
  intro: 'Після зміни ваші інші пристрої буде виведено з облікового запису; цей залишиться.',
  fields: {
    currentPassword: 'Поточний пароль',
    newPassword: 'Новий пароль',
    newPasswordHint: 'Щонайменше {{min}} символів. Довгу фразу легше запам’ятати.',
    confirmPassword: 'Підтвердіть новий пароль',
  },
  submit: 'Змінити пароль',
  toasts: {
    changed: 'Пароль змінено',
    changedDescription: 'Ваші інші пристрої виведено з облікового запису.',
    failed: 'Пароль не змінено',
  },
};

export const passwordChangeTexts = { en, uk };
