import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Followers and following',
  back: 'Back to {{name}}',
  followersTitle: 'Followers of {{name}}',
  followingTitle: '{{name}} follows',
  tabs: 'Follows',
  followersTab: 'Followers · {{formatted}}',
  followingTab: 'Following · {{formatted}}',
  private: '{{name}} keeps these lists private.',
  loading: 'Loading the list…',
  loadFailed: 'The list could not be loaded.',
  followersEmpty: 'Nobody follows {{name}} yet',
  followingEmpty: '{{name}} follows nothing yet',
  more: 'Show more',
  carOf: 'Car of {{nickname}}',
  kind: { members: 'Member', vehicles: 'Car', models: 'Model' },
};

const uk: TranslationOf<typeof en> = {
  title: 'Читачі та стеження',
  back: 'Назад до профілю {{name}}',
  followersTitle: 'Читачі {{name}}',
  followingTitle: 'За ким стежить {{name}}',
  tabs: 'Стеження',
  followersTab: 'Читачі · {{formatted}}',
  followingTab: 'Стежить · {{formatted}}',
  private: '{{name}} приховує ці списки від інших.',
  loading: 'Завантаження списку…',
  loadFailed: 'Не вдалося завантажити список.',
  followersEmpty: 'За {{name}} ще ніхто не стежить',
  followingEmpty: '{{name}} ще ні за ким не стежить',
  more: 'Показати ще',
  carOf: 'Авто {{nickname}}',
  kind: { members: 'Учасник', vehicles: 'Авто', models: 'Модель' },
};

export const memberFollowsTexts = { en, uk };
