import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'What others see',
  description:
    'Your public page shows your nickname, pictures, about me, your cars and when you joined. Choose what else it shows.',
  showName: 'Show my first and last name',
  showLocation: 'Show my location (city, region, country)',
  showSocialLinks: 'Show my social networks',
  showBirthday: 'Show my birthday',
  showFollows: 'Show whom I follow and who follows me',
  neverShown: 'Your e-mail and phone are never shown to anyone.',
  save: 'Save visibility',
  loading: 'Loading your visibility settings…',
  loadFailed: 'Your visibility settings could not be loaded.',
  saved: 'Visibility saved',
  saveFailed: 'Visibility was not saved',
  viewPublic: 'View your public page',
};

const uk: TranslationOf<typeof en> = {
  title: 'Що бачать інші',
  description:
    'Ваша публічна сторінка показує нікнейм, зображення, «про себе», ваші авто й дату реєстрації. Виберіть, що ще на ній буде.',
  showName: 'Показувати моє ім’я та прізвище',
  showLocation: 'Показувати моє місце (місто, область, країна)',
  showSocialLinks: 'Показувати мої соцмережі',
  showBirthday: 'Показувати мій день народження',
  showFollows: 'Показувати, за ким я стежу і хто стежить за мною',
  neverShown: 'Ваші e-mail і телефон не показуються нікому.',
  save: 'Зберегти видимість',
  loading: 'Завантаження налаштувань видимості…',
  loadFailed: 'Не вдалося завантажити налаштування видимості.',
  saved: 'Видимість збережено',
  saveFailed: 'Видимість не збережено',
  viewPublic: 'Переглянути вашу публічну сторінку',
};

export const privacySettingsTexts = { en, uk };
