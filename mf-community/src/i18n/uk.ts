import type { TranslationOf } from '@carclub/i18n';

import type { en } from './en';

export const uk: TranslationOf<typeof en> = {
  comingSoon: {
    badge: 'Незабаром',
    goHome: 'На головну',
  },
  posts: {
    title: 'Дописи',
    description:
      'Незабаром тут учасники ділитимуться історіями своїх авто, подорожей і проєктів — з фото та коментарями.',
  },
  createPost: {
    title: 'Новий допис',
    description: 'Незабаром ви зможете писати дописи про свої авто, подорожі та проєкти — з фото.',
  },
  myPosts: {
    title: 'Мої дописи',
    description: 'Ваші дописи з’являться тут, щойно відкриється можливість публікувати.',
  },
  tag: {
    title: 'Дописи за тегом',
    heading: '#{{tag}}',
    description: 'Незабаром тут будуть дописи з тегом #{{tag}}, від найновіших.',
  },
  post: {
    title: 'Допис',
    description:
      'Дописи вже в дорозі: незабаром за цією адресою буде історія — з фото та коментарями.',
    author: 'На сторінку {{nickname}}',
  },
};
