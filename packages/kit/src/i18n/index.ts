import { registerResources, type LocalizedResources, type UkrainianOf } from '@carclub/i18n';

export const KIT_NAMESPACE = 'kit';

const en = {
  /** "Report" on someone else's car or member page (`ReportButton`). */
  report: {
    button: 'Report',
    reason: 'What is wrong?',
    details: 'Details (optional)',
    cancel: 'Cancel',
    submit: 'Send the report',
    sent: 'Thank you: the moderators will look at it',
    vehicle: {
      title: 'Report “{{name}}”',
      description:
        'Tell the moderators what is wrong with this car’s page. The owner is not told who reported it.',
      reasons: {
        spam: 'Spam or advertising',
        offensive: 'Offensive words or photos',
        fake: 'Fake or misleading',
        other: 'Something else',
      },
    },
    member: {
      title: 'Report {{name}}',
      description:
        'Tell the moderators what is wrong with this member’s page. The member is not told who reported it.',
      reasons: {
        spam: 'Spam or advertising',
        offensive: 'Offensive words or pictures',
        fake: 'A fake or impersonating account',
        other: 'Something else',
      },
    },
  },
  /** A text area for markdown with a toolbar and `@` autocomplete (`MarkdownComposer`). */
  composer: {
    toolbar: 'Formatting',
    actions: {
      bold: 'Bold',
      italic: 'Italic',
      link: 'Link',
      quote: 'Quote',
      code: 'Code',
      list: 'List',
    },
    counter: '{{count}} / {{max}}',
    members: 'Members to mention',
    found_one: '{{count}} member: arrow keys to choose, Enter to insert',
    found_other: '{{count}} members: arrow keys to choose, Enter to insert',
    noMembers: 'No member with such a nickname',
  },
  /** Asked before leaving a form with unsaved changes (`LeaveDialog`). */
  leave: {
    title: 'Leave without saving?',
    description: 'The changes you made on this page will be lost.',
    confirm: 'Leave without saving',
  },
};

/** The `kit` namespace's keys, from the English texts (see `./types.ts`). */
export type KitResources = typeof en;

const uk: UkrainianOf<KitResources> = {
  report: {
    button: 'Поскаржитися',
    reason: 'Що не так?',
    details: 'Подробиці (необов’язково)',
    cancel: 'Скасувати',
    submit: 'Надіслати скаргу',
    sent: 'Дякуємо: модератори її розглянуть',
    vehicle: {
      title: 'Скарга на «{{name}}»',
      description:
        'Розкажіть модераторам, що не так зі сторінкою цього авто. Власник не дізнається, хто поскаржився.',
      reasons: {
        spam: 'Спам або реклама',
        offensive: 'Образливі слова чи фото',
        fake: 'Фейк або оманлива інформація',
        other: 'Інше',
      },
    },
    member: {
      title: 'Скарга на {{name}}',
      description:
        'Розкажіть модераторам, що не так зі сторінкою цього учасника. Він не дізнається, хто поскаржився.',
      reasons: {
        spam: 'Спам або реклама',
        offensive: 'Образливі слова чи зображення',
        fake: 'Фейковий обліковий запис або видає себе за іншого',
        other: 'Інше',
      },
    },
  },
  composer: {
    toolbar: 'Форматування',
    actions: {
      bold: 'Жирний',
      italic: 'Курсив',
      link: 'Посилання',
      quote: 'Цитата',
      code: 'Код',
      list: 'Список',
    },
    counter: '{{count}} / {{max}}',
    members: 'Кого згадати',
    found_one: '{{count}} учасник: виберіть стрілками, Enter — вставити',
    found_few: '{{count}} учасники: виберіть стрілками, Enter — вставити',
    found_many: '{{count}} учасників: виберіть стрілками, Enter — вставити',
    found_other: '{{count}} учасника: виберіть стрілками, Enter — вставити',
    noMembers: 'Немає учасника з таким нікнеймом',
  },
  leave: {
    title: 'Піти без збереження?',
    description: 'Зміни, які ви внесли на цій сторінці, буде втрачено.',
    confirm: 'Піти без збереження',
  },
};

export const kitResources: LocalizedResources = { uk, en };

// At module load, so the strings exist before any component of this package renders.
registerResources(KIT_NAMESPACE, kitResources);
