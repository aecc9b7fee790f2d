import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hasRole, logout, useSessionStore } from '@carclub/session';
import { Button } from '@carclub/ui';

import { IntentLink } from '../../components/intent-link';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';

export function Header() {
  const { t } = useTranslation('shell');
  const user = useSessionStore((state) => state.user);

  return (
    <header className="app-header">
      <Link to="/" className="app-header__brand">
        <span aria-hidden="true" className="app-header__logo">
          ◆
        </span>
        {t('appName')}
      </Link>
      <nav aria-label={t('nav.label')} className="app-header__nav">
        <IntentLink to="/cars">{t('nav.cars')}</IntentLink>
        {user && <IntentLink to="/my/cars">{t('nav.myCars')}</IntentLink>}
        {user && <IntentLink to="/add-car">{t('nav.addCar')}</IntentLink>}
        {user && hasRole(user, 'admin') && (
          <IntentLink to="/dashboard">{t('nav.dashboard')}</IntentLink>
        )}
      </nav>
      <div className="app-header__tools">
        <LanguageSwitcher />
        <ThemeSwitcher />
        {user ? (
          <div
            className="app-header__account"
            aria-label={t('nav.userMenu', { nickname: user.nickname })}
            role="group"
          >
            <IntentLink to="/profile/settings" className="app-header__nickname">
              {user.nickname}
            </IntentLink>
            <Button variant="ghost" size="sm" onClick={() => void logout()}>
              {t('nav.signOut')}
            </Button>
          </div>
        ) : (
          <div className="app-header__account">
            <IntentLink to="/login">{t('nav.signIn')}</IntentLink>
            <IntentLink to="/register" className="app-header__cta">
              {t('nav.register')}
            </IntentLink>
          </div>
        )}
      </div>
    </header>
  );
}
