import type { UkrainianOf } from '@carclub/i18n';

const en = {
  requiredNote: 'Fields marked * are required.',
  sections: {
    account: 'Account',
    about: 'About you',
    location: 'Location and contacts',
    social: 'Social networks',
    socialHint: 'A handle (@name) or a link to your page.',
  },
  fields: {
    nickname: 'Nickname',
    nicknameHint: 'Shown on your posts and cars, and in your address: /u/{{nickname}}',
    nicknameHeld:
      'A nickname changes at most once in 30 days: yours can change again from {{time}}.',
    currentPassword: 'Current password',
    currentPasswordHint:
      'Needed to change the nickname; we will e-mail you about the change. If you sign in with Google only, leave it empty.',
    email: 'E-mail',
    emailHint: 'The address you sign in with. It changes on the Security tab.',
    firstName: 'First name',
    lastName: 'Last name',
    sex: 'Sex',
    birthday: 'Birthday',
    country: 'Country',
    state: 'State / region',
    city: 'City',
    postalCode: 'Postal code',
    phone: 'Phone',
    phoneHint: 'In the format of the chosen country, or international: +380 67 123 4567',
    aboutMe: 'About me',
    aboutMeCount_one: '{{used}} of {{count}} character',
    aboutMeCount_other: '{{used}} of {{count}} characters',
    instagram: 'Instagram',
    youtube: 'YouTube',
    tiktok: 'TikTok',
  },
  placeholders: {
    notSpecified: 'Not specified',
    chooseCountry: 'Choose a country',
    chooseState: 'Choose a state or region',
    countryFirst: 'Choose a country first',
    loading: 'Loading…',
  },
  sex: { male: 'Male', female: 'Female', other: 'Other' },
  reference: {
    failed: 'The list could not be loaded.',
    retry: 'Try again',
  },
  actions: {
    save: 'Save changes',
    discard: 'Discard changes',
  },
  unsaved: 'You have unsaved changes',
  toasts: {
    saved: 'Profile updated',
    saveFailed: 'The profile was not saved',
  },
  leave: {
    title: 'Leave without saving?',
    description: 'Your changes to the profile will be lost.',
    confirm: 'Leave without saving',
  },
};

const uk: UkrainianOf<typeof en> = {
  requiredNote: 'Поля, позначені *, обов’язкові.',
  sections: {
    account: 'Обліковий запис',
    about: 'Про вас',
    location: 'Місце і контакти',
    social: 'Соціальні мережі',
    socialHint: 'Ім’я користувача (@name) або посилання на вашу сторінку.',
  },
  fields: {
    nickname: 'Нікнейм',
    nicknameHint: 'Показується біля ваших дописів і авто та в адресі: /u/{{nickname}}',
    nicknameHeld:
      'Нікнейм можна змінювати щонайбільше раз на 30 днів: ваш можна буде змінити знову з {{time}}.',
    currentPassword: 'Поточний пароль',
    currentPasswordHint:
      'Потрібен, щоб змінити нікнейм; про зміну ми повідомимо вам листом. Якщо ви входите лише через Google, залиште поле порожнім.',
    email: 'Електронна пошта',
    emailHint: 'Адреса, з якою ви входите. Її змінюють на вкладці «Безпека».',
    firstName: 'Ім’я',
    lastName: 'Прізвище',
    sex: 'Стать',
    birthday: 'Дата народження',
    country: 'Країна',
    state: 'Область / регіон',
    city: 'Місто',
    postalCode: 'Поштовий індекс',
    phone: 'Телефон',
    phoneHint: 'У форматі вибраної країни або міжнародному: +380 67 123 4567',
    aboutMe: 'Про себе',
    aboutMeCount_one: '{{used}} з {{count}} символу',
    aboutMeCount_few: '{{used}} з {{count}} символів',
    aboutMeCount_many: '{{used}} з {{count}} символів',
    aboutMeCount_other: '{{used}} з {{count}} символу',
    instagram: 'Instagram',
    youtube: 'YouTube',
    tiktok: 'TikTok',
  },
  placeholders: {
    notSpecified: 'Не вказано',
    chooseCountry: 'Виберіть країну',
    chooseState: 'Виберіть область чи регіон',
    countryFirst: 'Спершу виберіть країну',
    loading: 'Завантаження…',
  },
  sex: { male: 'Чоловіча', female: 'Жіноча', other: 'Інша' },
  reference: {
    failed: 'Не вдалося завантажити список.',
    retry: 'Спробувати ще раз',
  },
  actions: {
    save: 'Зберегти зміни',
    discard: 'Скасувати зміни',
  },
  unsaved: 'Є незбережені зміни',
  toasts: {
    saved: 'Профіль оновлено',
    saveFailed: 'Профіль не збережено',
  },
  leave: {
    title: 'Піти без збереження?',
    description: 'Зміни в профілі буде втрачено.',
    confirm: 'Піти без збереження',
  },
};

export const profileFormTexts = { en, uk };
