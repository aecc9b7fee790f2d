import type { UkrainianOf } from '@carclub/i18n';

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
    comment: {
      post: '{{by}} commented on your post “{{title}}”',
      logbookEntry: '{{by}} commented on your logbook entry “{{title}}”',
    },
    reply: '{{by}} replied to your comment on “{{title}}”',
    mention: '{{by}} mentioned you in a comment on “{{title}}”',
    like: {
      post: '{{by}} liked your post “{{title}}”',
      logbookEntry: '{{by}} liked your logbook entry “{{title}}”',
      comment: '{{by}} liked your comment on “{{title}}”',
      postAndOthers_one: '{{by}} and {{count}} other member liked your post “{{title}}”',
      postAndOthers_other: '{{by}} and {{count}} other members liked your post “{{title}}”',
      logbookEntryAndOthers_one:
        '{{by}} and {{count}} other member liked your logbook entry “{{title}}”',
      logbookEntryAndOthers_other:
        '{{by}} and {{count}} other members liked your logbook entry “{{title}}”',
      commentAndOthers_one: '{{by}} and {{count}} other member liked your comment on “{{title}}”',
      commentAndOthers_other:
        '{{by}} and {{count}} other members liked your comment on “{{title}}”',
    },
    follower: {
      one: '{{by}} follows you',
      andOthers_one: '{{by}} and {{count}} other member follow you',
      andOthers_other: '{{by}} and {{count}} other members follow you',
    },
    unknown: 'You have a notification this page cannot show yet. Reload the page to see it.',
  },
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
    comment: {
      post: 'Новий коментар від {{by}} до вашого допису «{{title}}»',
      logbookEntry: 'Новий коментар від {{by}} до вашого запису бортжурналу «{{title}}»',
    },
    reply: '{{by}} відповідає на ваш коментар до «{{title}}»',
    mention: '{{by}} згадує вас у коментарі до «{{title}}»',
    like: {
      post: 'Ваш допис «{{title}}» сподобався {{by}}',
      logbookEntry: 'Ваш запис бортжурналу «{{title}}» сподобався {{by}}',
      comment: 'Ваш коментар до «{{title}}» сподобався {{by}}',
      postAndOthers_one: 'Ваш допис «{{title}}» сподобався {{by}} і ще {{count}} учаснику',
      postAndOthers_few: 'Ваш допис «{{title}}» сподобався {{by}} і ще {{count}} учасникам',
      postAndOthers_many: 'Ваш допис «{{title}}» сподобався {{by}} і ще {{count}} учасникам',
      postAndOthers_other: 'Ваш допис «{{title}}» сподобався {{by}} і ще {{count}} учасникам',
      logbookEntryAndOthers_one:
        'Ваш запис бортжурналу «{{title}}» сподобався {{by}} і ще {{count}} учаснику',
      logbookEntryAndOthers_few:
        'Ваш запис бортжурналу «{{title}}» сподобався {{by}} і ще {{count}} учасникам',
      logbookEntryAndOthers_many:
        'Ваш запис бортжурналу «{{title}}» сподобався {{by}} і ще {{count}} учасникам',
      logbookEntryAndOthers_other:
        'Ваш запис бортжурналу «{{title}}» сподобався {{by}} і ще {{count}} учасникам',
      commentAndOthers_one: 'Ваш коментар до «{{title}}» сподобався {{by}} і ще {{count}} учаснику',
      commentAndOthers_few:
        'Ваш коментар до «{{title}}» сподобався {{by}} і ще {{count}} учасникам',
      commentAndOthers_many:
        'Ваш коментар до «{{title}}» сподобався {{by}} і ще {{count}} учасникам',
      commentAndOthers_other:
        'Ваш коментар до «{{title}}» сподобався {{by}} і ще {{count}} учасникам',
    },
    follower: {
      one: '{{by}} стежить за вами',
      andOthers_one: '{{by}} і ще {{count}} учасник стежать за вами',
      andOthers_few: '{{by}} і ще {{count}} учасники стежать за вами',
      andOthers_many: '{{by}} і ще {{count}} учасників стежать за вами',
      andOthers_other: '{{by}} і ще {{count}} учасника стежать за вами',
    },
    unknown: 'У вас є сповіщення, яке ця сторінка ще не вміє показати. Оновіть сторінку.',
  },
};

export const notificationCentreTexts = { en, uk };
