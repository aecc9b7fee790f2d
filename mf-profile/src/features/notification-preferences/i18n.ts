import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'What we tell you, and how',
  description:
    'Choose, for each kind of notification, whether it shows on the site (the bell and the notification list) and whether it comes by e-mail.',
  kind: 'Notification',
  inApp: 'On the site',
  email: 'By e-mail',
  emailLocked:
    'Security notices always go by e-mail, so you learn at once if someone else uses your account.',
  alwaysOn: 'always',
  kinds: {
    newSignIn: 'A sign-in from a new browser',
    passwordChanged: 'Your password was changed',
    emailChangeRequested: 'A change of your e-mail was requested',
    emailChangeConfirmed: 'Your e-mail was changed',
    emailChangeCancelled: 'A change of your e-mail was cancelled',
    vehicleHidden: 'A moderator hid one of your cars',
    vehicleRestored: 'A moderator showed one of your cars again',
    contentHidden: 'A moderator hid one of your posts or comments',
    contentRestored: 'A moderator showed one of your posts or comments again',
    reminderDue: 'A reminder on one of your cars is due',
    reportHandled: 'Moderators reviewed a report you filed',
    comment: 'A comment on your post or logbook entry',
    reply: 'A reply to your comment',
    mention: 'A mention of you in a comment',
    like: 'Likes of your post, entry or comment',
    follower: 'A new follower',
  },
  unsaved: 'You have unsaved changes.',
  discard: 'Discard changes',
  save: 'Save notification settings',
  saved: 'Notification settings saved',
  saveFailed: 'Notification settings were not saved',
  loading: 'Loading your notification settings…',
  loadFailed: 'Your notification settings could not be loaded.',
};

const uk: TranslationOf<typeof en> = {
  title: 'Про що ми повідомляємо і як',
  description:
    'Виберіть для кожного виду сповіщень, чи показувати його на сайті (дзвіночок і список сповіщень) і чи надсилати e-mail.',
  kind: 'Сповіщення',
  inApp: 'На сайті',
  email: 'На e-mail',
  emailLocked:
    'Сповіщення про безпеку завжди надходять на e-mail, щоб ви одразу дізналися, якщо вашим акаунтом користується хтось інший.',
  alwaysOn: 'завжди',
  kinds: {
    newSignIn: 'Вхід з нового браузера',
    passwordChanged: 'Ваш пароль змінено',
    emailChangeRequested: 'Запит на зміну вашого e-mail',
    emailChangeConfirmed: 'Ваш e-mail змінено',
    emailChangeCancelled: 'Зміну вашого e-mail скасовано',
    vehicleHidden: 'Модератор приховав ваше авто',
    vehicleRestored: 'Модератор знову показав ваше авто',
    contentHidden: 'Модератор приховав ваш допис чи коментар',
    contentRestored: 'Модератор знову показав ваш допис чи коментар',
    reminderDue: 'Настав час нагадування щодо вашого авто',
    reportHandled: 'Модератори розглянули вашу скаргу',
    comment: 'Коментар до вашого допису чи запису бортжурналу',
    reply: 'Відповідь на ваш коментар',
    mention: 'Згадка про вас у коментарі',
    like: 'Вподобання вашого допису, запису чи коментаря',
    follower: 'Новий читач',
  },
  unsaved: 'Є незбережені зміни.',
  discard: 'Скасувати зміни',
  save: 'Зберегти налаштування сповіщень',
  saved: 'Налаштування сповіщень збережено',
  saveFailed: 'Налаштування сповіщень не збережено',
  loading: 'Завантаження налаштувань сповіщень…',
  loadFailed: 'Не вдалося завантажити налаштування сповіщень.',
};

export const notificationPreferencesTexts = { en, uk };
