import type { TranslationOf } from '@carclub/i18n';
import type { en } from './en';

export const uk: TranslationOf<typeof en> = {
  profile: {
    title: 'Профіль',
    description: 'Ваш публічний профіль з аватаром і обкладинкою з’явиться незабаром.',
  },
  settings: {
    title: 'Налаштування',
    description: 'Налаштування профілю, сповіщень і безпеки з’являться незабаром.',
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
};
