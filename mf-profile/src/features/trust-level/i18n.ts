import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Your trust level',
  intro:
    'Members earn trust by coming back, reading and taking part. Each level lets you do more, and keeps newcomers from spamming.',
  current: 'Level {{level}}: {{name}}',
  names: { level0: 'New member', level1: 'Basic', level2: 'Member', level3: 'Regular' },
  staff: 'As a member of the CarClub team you always have the top level.',
  locked: 'A moderator set this level.',
  allows: 'Most in one comment and one post',
  inComment: 'Comment',
  inPost: 'Post',
  content: { links: 'Links', images: 'Images', mentions: 'Members mentioned' },
  perDay: { comment: 'Comments a day', post: 'Posts a day', like: 'Likes a day' },
  review:
    'Your first comments and your first post are checked by a moderator before others see them.',
  top: 'This is the top level.',
  next: 'Next level: {{name}}',
  requirements: {
    daysVisited: 'Days visited',
    discussionsEntered: 'Discussions opened',
    commentsRead: 'Comments read',
    likesGiven: 'Likes given',
    likesReceived: 'Likes received',
    contributions: 'Comments and posts published',
  },
  progress: '{{have}} of {{need}}',
  loading: 'Loading your trust level…',
  loadFailed: 'Your trust level could not be loaded.',
};

const uk: TranslationOf<typeof en> = {
  title: 'Ваш рівень довіри',
  intro:
    'Учасники здобувають довіру, коли повертаються, читають і беруть участь. Кожен рівень дозволяє більше й не дає новачкам спамити.',
  current: 'Рівень {{level}}: {{name}}',
  names: { level0: 'Новачок', level1: 'Базовий', level2: 'Учасник', level3: 'Постійний' },
  staff: 'Як член команди CarClub ви завжди маєте найвищий рівень.',
  locked: 'Цей рівень встановив модератор.',
  allows: 'Щонайбільше в одному коментарі й одному дописі',
  inComment: 'Коментар',
  inPost: 'Допис',
  content: { links: 'Посилання', images: 'Зображення', mentions: 'Згадані учасники' },
  perDay: { comment: 'Коментарів на день', post: 'Дописів на день', like: 'Вподобань на день' },
  review: 'Ваші перші коментарі й перший допис перевіряє модератор, перш ніж їх побачать інші.',
  top: 'Це найвищий рівень.',
  next: 'Наступний рівень: {{name}}',
  requirements: {
    daysVisited: 'Днів відвідування',
    discussionsEntered: 'Відкритих обговорень',
    commentsRead: 'Прочитаних коментарів',
    likesGiven: 'Поставлених вподобань',
    likesReceived: 'Отриманих вподобань',
    contributions: 'Опублікованих коментарів і дописів',
  },
  progress: '{{have}} з {{need}}',
  loading: 'Завантаження рівня довіри…',
  loadFailed: 'Не вдалося завантажити ваш рівень довіри.',
};

export const trustLevelTexts = { en, uk };
