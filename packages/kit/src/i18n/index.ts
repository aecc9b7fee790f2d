import { registerResources, type LocalizedResources, type UkrainianOf } from '@carclub/i18n';

import { photoTexts } from '../photo-manager/photos-i18n';

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
    discussion: {
      title: 'Report “{{name}}”',
      description:
        'Tell the moderators what is wrong with this story or logbook entry. Its author is not told who reported it.',
      reasons: {
        spam: 'Spam or advertising',
        offensive: 'Offensive words or photos',
        fake: 'Fake or misleading',
        other: 'Something else',
      },
    },
    comment: {
      buttonLabel: 'Report the comment by {{name}}',
      title: 'Report the comment by {{name}}',
      description:
        'Tell the moderators what is wrong with this comment. Its author is not told who reported it.',
      reasons: {
        spam: 'Spam or advertising',
        offensive: 'Offensive or abusive words',
        fake: 'Fake or misleading',
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
  /** Likes and comments of a post or a logbook entry (`Discussion`, ADR 0155). */
  discussion: {
    like: 'Like',
    likeComment: 'the comment by {{nickname}}',
    likeCommentOfDeleted: 'the comment',
    signInToLike: 'Sign in to like',
    likes_one: '{{count}} like',
    likes_other: '{{count}} likes',
    likers: 'Who liked',
    noLikers: 'Nobody has liked it yet',
    moreLikers: 'Show more',
    likersFailed: 'The list could not be loaded',
    heading: 'Comments',
    commentsCount_one: '{{count}} comment',
    commentsCount_other: '{{count}} comments',
    empty: 'No comments yet.',
    loadFailed: 'The comments could not be loaded',
    moreComments: 'Show more comments',
    moreReplies_one: 'Show {{count}} more reply',
    moreReplies_other: 'Show {{count}} more replies',
    moreRepliesUnknown: 'Show more replies',
    deletedMember: 'Deleted member',
    edited: 'edited',
    inReplyTo: 'in reply to',
    removed: 'Comment removed',
    hidden: 'Comment hidden',
    held: 'Waits for a moderator: only you see it for now.',
    hiddenOwn: 'Hidden: others see “Comment hidden”.',
    hiddenByModerator: 'Hidden by a moderator: {{reason}}',
    hiddenByOwner: 'You hid this comment: others see “Comment hidden”.',
    actions: 'Actions on the comment by {{nickname}}',
    reply: 'Reply',
    replyTo: 'Reply to {{nickname}}',
    edit: 'Edit',
    delete: 'Delete',
    hide: 'Hide',
    show: 'Show again',
    deleteTitle: 'Delete your comment?',
    deleteDescription: 'Its text goes; its place in the thread stays as “Comment removed”.',
    deleteConfirm: 'Delete',
    cancel: 'Cancel',
    close: 'Close comments',
    open: 'Open comments',
    closed: 'Comments are closed.',
    closedNow: 'Comments closed',
    openNow: 'Comments open',
    signInToComment: 'Sign in to comment',
    yourComment: 'Your comment',
    yourReply: 'Your reply to {{nickname}}',
    editComment: 'Edit your comment',
    hint: 'Markdown: **bold**, _italic_, links, > quotes, `code`, lists; @nickname mentions a member.',
    send: 'Comment',
    sendReply: 'Reply',
    save: 'Save',
    sentHeld: 'Your comment waits for a moderator.',
  },
  /** Asked before leaving a form with unsaved changes (`LeaveDialog`). */
  leave: {
    title: 'Leave without saving?',
    description: 'The changes you made on this page will be lost.',
    confirm: 'Leave without saving',
  },
  /** An ordered list of photos: `PhotoManager` for its owner, `PhotoGallery` for everyone. */
  photos: photoTexts.en,
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
    discussion: {
      title: 'Скарга на «{{name}}»',
      description:
        'Розкажіть модераторам, що не так із цим дописом чи записом журналу. Автор не дізнається, хто поскаржився.',
      reasons: {
        spam: 'Спам або реклама',
        offensive: 'Образливі слова чи фото',
        fake: 'Фейк або оманлива інформація',
        other: 'Інше',
      },
    },
    comment: {
      buttonLabel: 'Поскаржитися на коментар {{name}}',
      title: 'Скарга на коментар {{name}}',
      description:
        'Розкажіть модераторам, що не так із цим коментарем. Автор не дізнається, хто поскаржився.',
      reasons: {
        spam: 'Спам або реклама',
        offensive: 'Образливі чи грубі слова',
        fake: 'Фейк або оманлива інформація',
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
  discussion: {
    like: 'Подобається',
    likeComment: '— коментар {{nickname}}',
    likeCommentOfDeleted: '— коментар',
    signInToLike: 'Увійдіть, щоб вподобати',
    likes_one: '{{count}} вподобання',
    likes_few: '{{count}} вподобання',
    likes_many: '{{count}} вподобань',
    likes_other: '{{count}} вподобання',
    likers: 'Кому сподобалося',
    noLikers: 'Ще нікому не сподобалося',
    moreLikers: 'Показати ще',
    likersFailed: 'Не вдалося завантажити список',
    heading: 'Коментарі',
    commentsCount_one: '{{count}} коментар',
    commentsCount_few: '{{count}} коментарі',
    commentsCount_many: '{{count}} коментарів',
    commentsCount_other: '{{count}} коментаря',
    empty: 'Коментарів ще немає.',
    loadFailed: 'Не вдалося завантажити коментарі',
    moreComments: 'Показати ще коментарі',
    moreReplies_one: 'Показати ще {{count}} відповідь',
    moreReplies_few: 'Показати ще {{count}} відповіді',
    moreReplies_many: 'Показати ще {{count}} відповідей',
    moreReplies_other: 'Показати ще {{count}} відповіді',
    moreRepliesUnknown: 'Показати ще відповіді',
    deletedMember: 'Видалений учасник',
    edited: 'змінено',
    inReplyTo: 'у відповідь',
    removed: 'Коментар видалено',
    hidden: 'Коментар приховано',
    held: 'Чекає на модератора: поки що його бачите лише ви.',
    hiddenOwn: 'Приховано: інші бачать «Коментар приховано».',
    hiddenByModerator: 'Приховано модератором: {{reason}}',
    hiddenByOwner: 'Ви приховали цей коментар: інші бачать «Коментар приховано».',
    actions: 'Дії з коментарем {{nickname}}',
    reply: 'Відповісти',
    replyTo: 'Відповісти {{nickname}}',
    edit: 'Змінити',
    delete: 'Видалити',
    hide: 'Приховати',
    show: 'Показати знову',
    deleteTitle: 'Видалити ваш коментар?',
    deleteDescription: 'Його текст зникне; місце в обговоренні залишиться як «Коментар видалено».',
    deleteConfirm: 'Видалити',
    cancel: 'Скасувати',
    close: 'Закрити коментування',
    open: 'Відкрити коментування',
    closed: 'Коментування закрито.',
    closedNow: 'Коментування закрито',
    openNow: 'Коментування відкрито',
    signInToComment: 'Увійдіть, щоб коментувати',
    yourComment: 'Ваш коментар',
    yourReply: 'Ваша відповідь {{nickname}}',
    editComment: 'Змініть ваш коментар',
    hint: 'Markdown: **жирний**, _курсив_, посилання, > цитати, `код`, списки; @нікнейм згадує учасника.',
    send: 'Коментувати',
    sendReply: 'Відповісти',
    save: 'Зберегти',
    sentHeld: 'Ваш коментар чекає на модератора.',
  },
  leave: {
    title: 'Піти без збереження?',
    description: 'Зміни, які ви внесли на цій сторінці, буде втрачено.',
    confirm: 'Піти без збереження',
  },
  photos: photoTexts.uk,
};

export const kitResources: LocalizedResources = { uk, en };

// At module load, so the strings exist before any component of this package renders.
registerResources(KIT_NAMESPACE, kitResources);
