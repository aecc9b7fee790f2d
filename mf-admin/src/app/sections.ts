import type { Permission } from '@carclub/contracts';
import type { ParseKeys } from 'i18next';

export interface AdminSection {
  /** Under /dashboard; '' is the overview. */
  path: string;
  /** What the section needs; its link shows only to staff who have it. */
  permission: Permission;
  labelKey: ParseKeys<'admin'>;
}

/**
 * The dashboard's sections in the order of its navigation. A section's page is a child route of
 * /dashboard in routes.tsx; its API routes check the same permission on the server.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '', permission: 'dashboard:view', labelKey: 'nav.overview' },
  { path: 'members', permission: 'members:read', labelKey: 'nav.members' },
  { path: 'vehicles', permission: 'content:moderate', labelKey: 'nav.vehicles' },
  { path: 'reports', permission: 'reports:handle', labelKey: 'nav.reports' },
  { path: 'reference', permission: 'reference:manage', labelKey: 'nav.reference' },
  { path: 'audit', permission: 'audit:read', labelKey: 'nav.audit' },
  // The design tokens and shared components in both themes, for checking a change by eye.
  { path: 'styleguide', permission: 'dashboard:view', labelKey: 'nav.styleguide' },
];
