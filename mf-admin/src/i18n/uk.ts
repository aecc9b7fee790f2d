import type { TranslationOf } from '@carclub/i18n';

import { membersTexts } from '../features/members/i18n';
import { overviewTexts } from '../features/overview/i18n';
import type { en } from './en';

export const uk: TranslationOf<typeof en> = {
  dashboard: {
    title: 'Адмін-панель',
  },
  nav: {
    label: 'Розділи адмін-панелі',
    overview: 'Огляд',
    members: 'Учасники',
  },
  noPermission: {
    title: 'Не для вашої ролі',
    description:
      'Цей розділ — для адміністраторів. Зверніться до одного з них, якщо вам щось тут потрібно.',
  },
  overview: overviewTexts.uk,
  members: membersTexts.uk,
};
