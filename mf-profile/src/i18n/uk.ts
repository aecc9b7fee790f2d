import type { TranslationOf } from '@carclub/i18n';
import { emailChangeTexts } from '../features/email-change/i18n';
import { passwordChangeTexts } from '../features/password-change/i18n';
import { profileFormTexts } from '../features/profile-form/i18n';
import { signedInDevicesTexts } from '../features/signed-in-devices/i18n';
import type { en } from './en';

export const uk: TranslationOf<typeof en> = {
  profile: {
    title: 'Профіль',
    description: 'Ваш публічний профіль з аватаром і обкладинкою з’явиться незабаром.',
  },
  settings: {
    title: 'Налаштування',
    loading: 'Завантаження налаштувань…',
    loadFailed: 'Не вдалося завантажити ваш профіль.',
    tabs: {
      label: 'Розділи налаштувань',
      profile: 'Профіль',
      notifications: 'Сповіщення',
      security: 'Безпека',
    },
    notifications: {
      title: 'Налаштування сповіщень незабаром',
      description:
        'Невдовзі ви зможете вибрати, які листи й сповіщення на сайті отримувати: відповіді, нових підписників, новини ваших клубів.',
    },
  },
  notifications: {
    title: 'Сповіщення',
    description: 'Тут з’являтимуться ваші сповіщення.',
  },
  billing: {
    title: 'Оплата',
    description: 'Тарифи й оплата просування з’являться згодом.',
  },
  analytics: {
    title: 'Аналітика',
    description: 'Перегляди та охоплення ваших авто й дописів з’являться згодом.',
  },
  comingSoon: 'Незабаром',
  profileForm: profileFormTexts.uk,
  password: passwordChangeTexts.uk,
  devices: signedInDevicesTexts.uk,
  emailChange: emailChangeTexts.uk,
};
