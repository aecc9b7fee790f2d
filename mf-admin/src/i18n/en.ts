import { moderationTexts } from '../features/moderation/i18n';
import { overviewTexts } from '../features/overview/i18n';
import { reportsTexts } from '../features/reports/i18n';

export const en = {
  dashboard: {
    title: 'Admin dashboard',
  },
  nav: {
    label: 'Dashboard sections',
    overview: 'Overview',
    vehicles: 'Vehicles',
    reports: 'Reports',
  },
  noPermission: {
    title: 'Not for your role',
    description: 'This section is for administrators. Ask one if you need something here.',
  },
  overview: overviewTexts.en,
  moderation: moderationTexts.en,
  reports: reportsTexts.en,
  reasonDialog: {
    reason: 'Reason',
    hint: 'Kept in the audit log; the owner of a hidden car sees it.',
    cancel: 'Cancel',
  },
};
