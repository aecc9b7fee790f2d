import { auditLogTexts } from '../features/audit-log/i18n';
import { membersTexts } from '../features/members/i18n';
import { moderationTexts } from '../features/moderation/i18n';
import { overviewTexts } from '../features/overview/i18n';
import { referenceDataTexts } from '../features/reference-data/i18n';
import { reportsTexts } from '../features/reports/i18n';
import { styleguideTexts } from '../features/styleguide/i18n';

export const en = {
  dashboard: {
    title: 'Admin dashboard',
  },
  nav: {
    label: 'Dashboard sections',
    overview: 'Overview',
    members: 'Members',
    vehicles: 'Vehicles',
    reports: 'Reports',
    /** After the number of open reports, for a screen reader: "Reports 3 open". */
    openReports_one: 'open',
    openReports_other: 'open',
    reference: 'Reference data',
    audit: 'Audit log',
    styleguide: 'Styleguide',
  },
  noPermission: {
    title: 'Not for your role',
    description: 'This section is for administrators. Ask one if you need something here.',
  },
  overview: overviewTexts.en,
  members: membersTexts.en,
  moderation: moderationTexts.en,
  reports: reportsTexts.en,
  reasonDialog: {
    reason: 'Reason',
    hint: 'Kept in the audit log; the owner of a hidden car sees it.',
    cancel: 'Cancel',
  },
  referenceData: referenceDataTexts.en,
  auditLog: auditLogTexts.en,
  styleguide: styleguideTexts.en,
};
