import type { TranslationOf } from '@carclub/i18n';
import type { en } from './en';

export const uk: TranslationOf<typeof en> = {
  dashboard: {
    title: 'Адмін-панель',
    description: 'Модерація та статистика сайту для адміністраторів з’являться незабаром.',
  },
  comingSoon: 'Незабаром',
};
