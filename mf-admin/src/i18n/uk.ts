import type { TranslationOf } from '@carclub/i18n';

import { moderationTexts } from '../features/moderation/i18n';
import { overviewTexts } from '../features/overview/i18n';
import { reportsTexts } from '../features/reports/i18n';
import type { en } from './en';

export const uk: TranslationOf<typeof en> = {
  dashboard: {
    title: 'Адмін-панель',
  },
  nav: {
    label: 'Розділи адмін-панелі',
    overview: 'Огляд',
    vehicles: 'Автомобілі',
    reports: 'Скарги',
  },
  noPermission: {
    title: 'Не для вашої ролі',
    description:
      'Цей розділ — для адміністраторів. Зверніться до одного з них, якщо вам щось тут потрібно.',
  },
  overview: overviewTexts.uk,
  moderation: moderationTexts.uk,
  reports: reportsTexts.uk,
  reasonDialog: {
    reason: 'Причина',
    hint: 'Зберігається в журналі дій; власник прихованого авто її побачить.',
    cancel: 'Скасувати',
  },
};
