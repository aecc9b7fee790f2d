import type { TranslationOf } from '@carclub/i18n';

const en = {
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  allRead: 'All read',
  markAllRead: 'Mark all as read',
  allMarked: 'All notifications are marked as read',
  markRead: 'Mark as read',
  markFailed: 'The notification was not marked as read',
  new: 'New',
  today: 'Today',
  yesterday: 'Yesterday',
  loadMore: 'Load more',
  loadMoreFailed: 'More notifications could not be loaded. Try again.',
  loading: 'Loading your notifications…',
  loadFailed: 'Your notifications could not be loaded.',
  emptyTitle: 'No notifications yet',
  emptyDescription:
    'Sign-ins from a new browser, changes to your password or e-mail, and news about your cars will show up here.',
  kinds: {
    newSignIn: {
      browserOnOs: 'New sign-in from {{browser}} on {{os}}',
      browser: 'New sign-in from {{browser}}',
      os: 'New sign-in on {{os}}',
      unknownDevice: 'New sign-in to your account',
      notMe: 'This wasn’t me',
    },
    passwordChanged: 'Your password was changed',
    emailChangeRequested: 'A change of your e-mail to {{newEmail}} was requested',
    emailChangeConfirmed: 'Your e-mail is now {{email}}',
    emailChangeCancelled: 'The change of your e-mail was cancelled',
    vehicleHidden: 'A moderator hid “{{vehicleName}}” from the public pages',
    vehicleRestored: '“{{vehicleName}}” is shown on the public pages again',
    contentHidden: {
      post: 'A moderator hid your post “{{title}}”',
      comment: 'A moderator hid your comment on “{{title}}”',
    },
    contentRestored: {
      post: 'Your post “{{title}}” is shown again',
      comment: 'Your comment on “{{title}}” is shown again',
    },
    reminderDue: '“{{title}}” is due on “{{vehicleName}}”',
    reportHandled: {
      resolved: 'Your report of “{{name}}” was reviewed, and the moderators took action',
      dismissed:
        'Your report of “{{name}}” was reviewed: the moderators found nothing against the rules',
      resolvedUnnamed: 'Your report was reviewed, and the moderators took action',
      dismissedUnnamed: 'Your report was reviewed: the moderators found nothing against the rules',
    },
    unknown: 'You have a notification this page cannot show yet. Reload the page to see it.',
  },
};

type UkrainianOf<T> = TranslationOf<T> & {
  [K in keyof T as K extends `${infer Base}_one` ? `${Base}_few` | `${Base}_many` : never]: string;
};

const uk: UkrainianOf<typeof en> = {
  unread_one: '{{count}} непрочитане',
  unread_few: '{{count}} непрочитані',
  unread_many: '{{count}} непрочитаних',
  unread_other: '{{count}} непрочитаного',
  allRead: 'Усе прочитано',
  markAllRead: 'Позначити всі як прочитані',
  allMarked: 'Усі сповіщення позначено як прочитані',
  markRead: 'Позначити як прочитане',
  markFailed: 'Не вдалося позначити сповіщення як прочитане',
  new: 'Нове',
  today: 'Сьогодні',
  yesterday: 'Учора',
  loadMore: 'Показати ще',
  loadMoreFailed: 'Не вдалося завантажити більше сповіщень. Спробуйте ще раз.',
  loading: 'Завантаження сповіщень…',
  loadFailed: 'Не вдалося завантажити ваші сповіщення.',
  emptyTitle: 'Сповіщень поки немає',
  emptyDescription:
    'Тут з’являться входи з нового браузера, зміни пароля чи e-mail і новини про ваші авто.',
  kinds: {
    newSignIn: {
      browserOnOs: 'Новий вхід з {{browser}} на {{os}}',
      browser: 'Новий вхід з {{browser}}',
      os: 'Новий вхід на {{os}}',
      unknownDevice: 'Новий вхід у ваш акаунт',
      notMe: 'Це був не я',
    },
    passwordChanged: 'Ваш пароль змінено',
    emailChangeRequested: 'Надійшов запит змінити ваш e-mail на {{newEmail}}',
    emailChangeConfirmed: 'Ваш e-mail тепер {{email}}',
    emailChangeCancelled: 'Зміну вашого e-mail скасовано',
    vehicleHidden: 'Модератор приховав «{{vehicleName}}» з публічних сторінок',
    vehicleRestored: '«{{vehicleName}}» знову показується на публічних сторінках',
    contentHidden: {
      post: 'Модератор приховав ваш допис «{{title}}»',
      comment: 'Модератор приховав ваш коментар до «{{title}}»',
    },
    contentRestored: {
      post: 'Ваш допис «{{title}}» знову показується',
      comment: 'Ваш коментар до «{{title}}» знову показується',
    },
    reminderDue: 'Час для «{{title}}» на «{{vehicleName}}»',
    reportHandled: {
      resolved: 'Вашу скаргу на «{{name}}» розглянуто, модератори вжили заходів',
      dismissed: 'Вашу скаргу на «{{name}}» розглянуто: порушень правил не знайдено',
      resolvedUnnamed: 'Вашу скаргу розглянуто, модератори вжили заходів',
      dismissedUnnamed: 'Вашу скаргу розглянуто: порушень правил не знайдено',
    },
    unknown: 'У вас є сповіщення, яке ця сторінка ще не вміє показати. Оновіть сторінку.',
  },
};

export const notificationCentreTexts = { en, uk };
