import { can } from '@carclub/contracts';
import { useCurrentUser } from '@carclub/session';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from '@carclub/router';

import { useOpenReports } from '../lib/api/get-open-reports';
import { ADMIN_SECTIONS, type AdminSection } from './sections';
import './admin-layout.css';

/**
 * Every dashboard page: the section navigation the user's permissions allow, then the page.
 * "Reports" carries the number of open ones, live (ADR 0125).
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const user = useCurrentUser().data;
  const sections = ADMIN_SECTIONS.filter((section) => can(user, section.permission));
  const open = useOpenReports(can(user, 'reports:handle')).data?.open ?? 0;
  const counted = (section: AdminSection) => section.path === 'reports' && open > 0;
  return (
    <div className="admin-layout">
      <nav className="admin-layout__nav" aria-label={t('nav.label')}>
        <ul>
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink
                end={section.path === ''}
                to={section.path === '' ? '/dashboard' : `/dashboard/${section.path}`}
                className="admin-layout__link"
              >
                {t(section.labelKey)}
                {counted(section) && (
                  <>
                    {' '}
                    <span className="admin-layout__count">{open}</span>{' '}
                    <span className="visually-hidden">{t('nav.openReports', { count: open })}</span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-layout__page">
        <Outlet />
      </div>
    </div>
  );
}

export const Component = AdminLayout;
