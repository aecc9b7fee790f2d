import type { UkrainianOf } from '@carclub/i18n';

import { auditLogTexts } from '../features/audit-log/i18n';
import { membersTexts } from '../features/members/i18n';
import { moderationTexts } from '../features/moderation/i18n';
import { overviewTexts } from '../features/overview/i18n';
import { referenceDataTexts } from '../features/reference-data/i18n';
import { reportsTexts } from '../features/reports/i18n';
import { styleguideTexts } from '../features/styleguide/i18n';
import type { en } from './en';

export const uk: UkrainianOf<typeof en> = {
  dashboard: {
    title: 'Адмін-панель',
  },
  nav: {
    label: 'Розділи адмін-панелі',
    overview: 'Огляд',
    members: 'Учасники',
    vehicles: 'Автомобілі',
    reports: 'Скарги',
    openReports_one: 'відкрита',
    openReports_few: 'відкриті',
    openReports_many: 'відкритих',
    openReports_other: 'відкритої',
    reference: 'Довідники',
    audit: 'Журнал дій',
    styleguide: 'Стайлгайд',
  },
  noPermission: {
    title: 'Не для вашої ролі',
    description:
      'Цей розділ — для адміністраторів. Зверніться до одного з них, якщо вам щось тут потрібно.',
  },
  overview: overviewTexts.uk,
  members: membersTexts.uk,
  moderation: moderationTexts.uk,
  reports: reportsTexts.uk,
  reasonDialog: {
    reason: 'Причина',
    hint: 'Зберігається в журналі дій; власник прихованого авто її побачить.',
    cancel: 'Скасувати',
  },
  referenceData: referenceDataTexts.uk,
  auditLog: auditLogTexts.uk,
  styleguide: styleguideTexts.uk,
};
