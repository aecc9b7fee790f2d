import { membersTexts } from '../features/members/i18n';
import { auditLogTexts } from '../features/audit-log/i18n';
import { overviewTexts } from '../features/overview/i18n';
import { referenceDataTexts } from '../features/reference-data/i18n';

export const en = {
  dashboard: {
    title: 'Admin dashboard',
  },
  nav: {
    label: 'Dashboard sections',
    overview: 'Overview',
    members: 'Members',
    reference: 'Reference data',
    audit: 'Audit log',
  },
  noPermission: {
    title: 'Not for your role',
    description: 'This section is for administrators. Ask one if you need something here.',
  },
  overview: overviewTexts.en,
  members: membersTexts.en,
  referenceData: referenceDataTexts.en,
  auditLog: auditLogTexts.en,
};
