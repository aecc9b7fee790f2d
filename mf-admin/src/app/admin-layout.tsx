import { can } from '@carclub/contracts';
import { useCurrentUser } from '@carclub/session';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from '@carclub/router';

import { ADMIN_SECTIONS } from './sections';
import './admin-layout.css';

/** Every dashboard page: the section navigation the user's permissions allow, then the page. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const user = useCurrentUser().data;
  const sections = ADMIN_SECTIONS.filter((section) => can(user, section.permission));
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
