import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'E-mail address',
  intro: 'You sign in with this address, and password links are sent to it.',
  current: 'Current address',
  change: 'Change e-mail address',
  fields: {
    newEmail: 'New e-mail address',
    newEmailHint: 'We will send a link there; the address changes only once you follow it.',
    currentPassword: 'Current password',
  },
  submit: 'Send the confirmation link',
  keep: 'Cancel',
  noPassword:
    'Changing the address needs your password, and your account has none yet (you sign in with Google). Set a password first.',
  pending: {
    title: 'Waiting for confirmation',
    sent: 'We sent a link to {{email}}; it works until {{time}}.',
    until: 'Until you follow it, your address stays {{email}}.',
    resend: 'Send again',
    cancel: 'Cancel the change',
  },
  toasts: {
    requested: 'Check the new inbox',
    requestedDescription: 'Follow the link we sent to {{email}} to finish the change.',
    requestFailed: 'The address was not changed',
    resent: 'Sent again',
    resentDescription: 'The newest link to {{email}} works; earlier ones no longer do.',
    resendFailed: 'The link was not sent',
    cancelled: 'The change is cancelled',
    cancelledDescription: 'Your address stays {{email}}.',
    cancelFailed: 'The change was not cancelled',
  },
};

const uk: TranslationOf<typeof en> = {
  title: 'Адреса електронної пошти',
  intro: 'З цією адресою ви входите, і на неї надходять посилання для зміни пароля.',
  current: 'Поточна адреса',
  change: 'Змінити адресу пошти',
  fields: {
    newEmail: 'Нова адреса електронної пошти',
    newEmailHint: 'Ми надішлемо туди посилання; адреса зміниться, лише коли ви за ним перейдете.',
    currentPassword: 'Поточний пароль',
  },
  submit: 'Надіслати посилання для підтвердження',
  keep: 'Скасувати',
  noPassword:
    'Щоб змінити адресу, потрібен пароль, а у вашого облікового запису його ще немає (ви входите через Google). Спершу встановіть пароль.',
  pending: {
    title: 'Очікує підтвердження',
    sent: 'Ми надіслали посилання на {{email}}; воно діє до {{time}}.',
    until: 'Доки ви за ним не перейдете, ваша адреса — {{email}}.',
    resend: 'Надіслати ще раз',
    cancel: 'Скасувати зміну',
  },
  toasts: {
    requested: 'Перевірте нову пошту',
    requestedDescription:
      'Перейдіть за посиланням, яке ми надіслали на {{email}}, щоб завершити зміну.',
    requestFailed: 'Адресу не змінено',
    resent: 'Надіслано ще раз',
    resentDescription: 'Діє найновіше посилання на {{email}}; попередні вже ні.',
    resendFailed: 'Посилання не надіслано',
    cancelled: 'Зміну скасовано',
    cancelledDescription: 'Ваша адреса залишається {{email}}.',
    cancelFailed: 'Зміну не скасовано',
  },
};

export const emailChangeTexts = { en, uk };
