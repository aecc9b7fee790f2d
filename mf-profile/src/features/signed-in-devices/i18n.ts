import type { TranslationOf } from '@carclub/i18n';

const en = {
  title: 'Signed-in devices',
  intro:
    'Where your account is signed in now. If you do not recognise a device, sign it out and change your password.',
  loading: 'Loading your devices…',
  loadFailed: 'Your devices could not be loaded.',
  name: '{{browser}} on {{os}}',
  unknownBrowser: 'Unknown browser',
  type: { desktop: 'Computer', mobile: 'Phone', tablet: 'Tablet' },
  thisDevice: 'This device',
  signedIn: 'Signed in {{time}}',
  lastUsed: 'Last active {{time}}',
  activeNow: 'Active now',
  signOut: 'Sign out',
  signOutDevice: 'Sign out {{device}}, last active {{time}}',
  signOutOthers: 'Sign out all other devices',
  onlyThisDevice: 'No other device is signed in.',
  confirm: {
    title: 'Sign out all other devices?',
    description: 'Each of them will have to sign in again. This one stays signed in.',
    confirm: 'Sign out',
  },
  toasts: {
    signedOut: '{{device}} is signed out',
    othersSignedOut: 'All other devices are signed out',
    failed: 'The device was not signed out',
    othersFailed: 'The other devices were not signed out',
  },
};

const uk: TranslationOf<typeof en> = {
  title: 'Пристрої, на яких виконано вхід',
  intro:
    'Де зараз відкрито ваш обліковий запис. Якщо ви не впізнаєте пристрій, вийдіть на ньому й змініть пароль.',
  loading: 'Завантажуємо ваші пристрої…',
  loadFailed: 'Не вдалося завантажити ваші пристрої.',
  name: '{{browser}}, {{os}}',
  unknownBrowser: 'Невідомий браузер',
  type: { desktop: 'Комп’ютер', mobile: 'Телефон', tablet: 'Планшет' },
  thisDevice: 'Цей пристрій',
  signedIn: 'Вхід: {{time}}',
  lastUsed: 'Остання активність: {{time}}',
  activeNow: 'Активний зараз',
  signOut: 'Вийти',
  signOutDevice: 'Вийти на пристрої {{device}}, остання активність: {{time}}',
  signOutOthers: 'Вийти на всіх інших пристроях',
  onlyThisDevice: 'Інших пристроїв із виконаним входом немає.',
  confirm: {
    title: 'Вийти на всіх інших пристроях?',
    description: 'На кожному з них доведеться увійти знову. На цьому вхід залишиться.',
    confirm: 'Вийти',
  },
  toasts: {
    signedOut: 'Вихід виконано: {{device}}',
    othersSignedOut: 'На всіх інших пристроях вихід виконано',
    failed: 'Не вдалося вийти на пристрої',
    othersFailed: 'Не вдалося вийти на інших пристроях',
  },
};

export const signedInDevicesTexts = { en, uk };
