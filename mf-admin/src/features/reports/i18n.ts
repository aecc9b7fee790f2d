import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Reports',
  intro:
    'What members reported. Resolve a report once you have acted on it (e.g. hidden the car); dismiss it when nothing breaks the rules.',
  loading: 'Loading the reports…',
  loadFailed: 'The reports could not be loaded.',
  empty: {
    open: 'No open reports. Well done!',
    resolved: 'No resolved reports yet.',
    dismissed: 'No dismissed reports yet.',
  },
  filter: 'Show',
  statuses: { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' },
  pagination: 'Pages of reports',
  subjectType: {
    vehicle: 'Car',
    member: 'Member',
    discussion: 'Post or entry',
    comment: 'Comment',
  },
  subjectGone: 'Deleted since',
  alreadyHidden: 'hidden',
  reason: 'Reason',
  details: 'Details',
  reportedBy: 'Reported',
  handledBy: 'Handled',
  byOn: '{{nickname}}, {{date}}',
  reasons: {
    spam: 'Spam or advertising',
    offensive: 'Offensive content',
    fake: 'Fake or misleading',
    other: 'Something else',
  },
  hide: {
    button: 'Hide and resolve',
    labelFor: 'Hide and resolve the report of {{name}}',
    title: 'Hide it and resolve the report?',
    description:
      'It disappears for everyone but its author, who is notified and sees your reason. The reason also goes to the audit log.',
    confirm: 'Hide and resolve',
    done: 'Hidden, and the report is resolved',
  },
  resolve: {
    button: 'Resolve',
    labelFor: 'Resolve the report of {{name}}',
    title: 'Resolve this report?',
    description: 'Say what you did about it: the note goes to the audit log.',
    confirm: 'Resolve',
    done: 'The report is resolved',
  },
  dismiss: {
    button: 'Dismiss',
    labelFor: 'Dismiss the report of {{name}}',
    title: 'Dismiss this report?',
    description: 'Say why nothing needs doing: the note goes to the audit log.',
    confirm: 'Dismiss',
    done: 'The report is dismissed',
  },
};

const uk: TranslationOf<typeof en> = {
  title: 'Скарги',
  intro:
    'На що поскаржилися учасники. Позначте скаргу вирішеною, коли вжили заходів (наприклад, приховали авто); відхиліть, якщо правил не порушено.',
  loading: 'Завантажуємо скарги…',
  loadFailed: 'Не вдалося завантажити скарги.',
  empty: {
    open: 'Відкритих скарг немає. Чудово!',
    resolved: 'Вирішених скарг ще немає.',
    dismissed: 'Відхилених скарг ще немає.',
  },
  filter: 'Показати',
  statuses: { open: 'Відкриті', resolved: 'Вирішені', dismissed: 'Відхилені' },
  pagination: 'Сторінки скарг',
  subjectType: {
    vehicle: 'Авто',
    member: 'Учасник',
    discussion: 'Допис чи запис',
    comment: 'Коментар',
  },
  subjectGone: 'Уже видалено',
  alreadyHidden: 'приховане',
  reason: 'Причина',
  details: 'Подробиці',
  reportedBy: 'Поскаржився',
  handledBy: 'Опрацював',
  byOn: '{{nickname}}, {{date}}',
  reasons: {
    spam: 'Спам або реклама',
    offensive: 'Образливий вміст',
    fake: 'Фейк або оманливе',
    other: 'Інше',
  },
  hide: {
    button: 'Приховати й вирішити',
    labelFor: 'Приховати й вирішити скаргу на {{name}}',
    title: 'Приховати й позначити скаргу вирішеною?',
    description:
      'Його бачитиме лише автор: йому повідомимо й покажемо вашу причину. Причина також потрапить до журналу дій.',
    confirm: 'Приховати й вирішити',
    done: 'Приховано, скаргу вирішено',
  },
  resolve: {
    button: 'Вирішити',
    labelFor: 'Вирішити скаргу на {{name}}',
    title: 'Позначити скаргу вирішеною?',
    description: 'Напишіть, що ви зробили: нотатка потрапить до журналу дій.',
    confirm: 'Вирішити',
    done: 'Скаргу вирішено',
  },
  dismiss: {
    button: 'Відхилити',
    labelFor: 'Відхилити скаргу на {{name}}',
    title: 'Відхилити скаргу?',
    description: 'Напишіть, чому нічого робити не треба: нотатка потрапить до журналу дій.',
    confirm: 'Відхилити',
    done: 'Скаргу відхилено',
  },
};

export const reportsTexts = { en, uk };
