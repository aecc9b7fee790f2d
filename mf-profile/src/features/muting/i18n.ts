import type { TranslationOf } from '@carclub/i18n';

const en = {
  mute: 'Mute',
  unmute: 'Unmute',
  muted: 'You muted {{nickname}}: their posts and comments are hidden from you',
  unmuted: 'You see the posts and comments of {{nickname}} again',
  muteFailed: '{{nickname}} was not muted',
  unmuteFailed: '{{nickname}} was not unmuted',
  title: 'Muted members',
  intro:
    'You do not see the posts and comments of members you muted. They are not told. To mute someone, open their page and choose Mute. A muted model’s cars and stories stay out of your feeds.',
  empty: 'You have not muted anyone.',
  mutedSince: 'Muted {{time}}',
  unmuteMember: 'Unmute {{nickname}}',
  loading: 'Loading muted members…',
  loadFailed: 'Muted members could not be loaded.',
  modelsTitle: 'Muted models',
};

const uk: TranslationOf<typeof en> = {
  mute: 'Приглушити',
  unmute: 'Скасувати приглушення',
  muted: 'Ви приглушили {{nickname}}: їхні дописи й коментарі приховано від вас',
  unmuted: 'Ви знову бачите дописи й коментарі {{nickname}}',
  muteFailed: 'Не вдалося приглушити {{nickname}}',
  unmuteFailed: 'Не вдалося скасувати приглушення {{nickname}}',
  title: 'Приглушені учасники',
  intro:
    'Ви не бачите дописів і коментарів приглушених вами учасників. Їм про це не повідомляють. Щоб приглушити когось, відкрийте їхню сторінку й виберіть «Приглушити». Авто й історії приглушеної моделі не з’являються у ваших стрічках.',
  empty: 'Ви нікого не приглушили.',
  mutedSince: 'Приглушено {{time}}',
  unmuteMember: 'Скасувати приглушення {{nickname}}',
  loading: 'Завантаження приглушених учасників…',
  loadFailed: 'Не вдалося завантажити приглушених учасників.',
  modelsTitle: 'Приглушені моделі',
};

export const mutingTexts = { en, uk };
