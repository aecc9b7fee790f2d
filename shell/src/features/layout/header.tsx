import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';
import { useSessionPending, useSessionStore } from '@carclub/session';

import { IntentLink } from '../../components/intent-link';
import { AccountMenu } from './account-menu';
import { CommunityMenu } from './community-menu';
import { useClickOutside } from './hooks/use-click-outside';
import { useOpenOnThisPage } from './hooks/use-open-on-this-page';
import { LanguageSwitcher } from './language-switcher';
import { NotificationBell } from './notification-bell';
import { ThemeSwitcher } from './theme-switcher';

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled])';

/**
 * One row at every width. Below 640 px (layout.css) the navigation, the switchers and the sign-up
 * link fold into the Menu button's panel, which opens on its first link and closes with Escape
 * (back onto the button), a click elsewhere or any navigation. The account (the notification bell
 * and the account menu) stays in the row.
 *
 * A page opened with stored credentials shows a member's header from its first paint (the server
 * renders it so, and the browser hydrates it so): their links, and the shapes of the bell and the
 * account button until the user is loaded, instead of the sign-in links changing into them.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const user = useSessionStore((state) => state.user);
  const pending = useSessionPending();
  const member = user !== null || pending;
  const drawer = useOpenOnThisPage();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { open: drawerOpen, close: closeDrawer } = drawer;

  useClickOutside(headerRef, drawerOpen, closeDrawer);

  useEffect(() => {
    if (!drawerOpen) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // A menu inside that Escape closed first marks the key as used.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closeDrawer();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, closeDrawer]);

  return (
    <header ref={headerRef} className="app-header" data-menu-open={drawerOpen || undefined}>
      <Link to="/" className="app-header__brand">
        <span aria-hidden="true" className="app-header__logo">
          ◆
        </span>
        {t('appName')}
      </Link>
      <button
        ref={toggleRef}
        type="button"
        className="app-header__menu-toggle"
        aria-expanded={drawerOpen}
        aria-controls={panelId}
        onClick={() => (drawerOpen ? closeDrawer() : drawer.openWith({}))}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t('nav.menu')}
      </button>
      <div id={panelId} ref={panelRef} className="app-header__menu">
        <nav aria-label={t('nav.label')} className="app-header__nav">
          <IntentLink to="/cars">{t('nav.cars')}</IntentLink>
          {member && <IntentLink to="/my/cars">{t('nav.myCars')}</IntentLink>}
          {member && <IntentLink to="/add-car">{t('nav.addCar')}</IntentLink>}
          <CommunityMenu signedIn={member} />
        </nav>
        <div className="app-header__tools">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
        {!member && (
          <IntentLink to="/register" className="app-header__cta app-header__menu-register">
            {t('nav.register')}
          </IntentLink>
        )}
      </div>
      <div className="app-header__account">
        {user ? (
          <>
            <NotificationBell userId={user.id} />
            <AccountMenu user={user} />
          </>
        ) : pending ? (
          <span className="app-header__account-pending" aria-hidden="true">
            <span className="app-header__pending-bell" />
            <span className="app-header__pending-account" />
          </span>
        ) : (
          <>
            <IntentLink to="/login">{t('nav.signIn')}</IntentLink>
            <IntentLink to="/register" className="app-header__cta app-header__row-register">
              {t('nav.register')}
            </IntentLink>
          </>
        )}
      </div>
    </header>
  );
}
