import { LATEST_LOGBOOK_ENTRIES } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';
import { useSessionPending, useSessionStore } from '@carclub/session';

import { IntentLink } from '../../components/intent-link';
import { LatestEntries } from './latest-entries';
import './home.css';

export function HomePage() {
  const { t } = useTranslation('shell');
  const user = useSessionStore((state) => state.user);
  // A member whose user is loading (ADR 0108): their button now, their name's line kept for it.
  const pending = useSessionPending();
  const features = ['Garage', 'Share', 'Community'] as const;
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-heading">
        {user ? (
          <p className="home__welcome">{t('home.welcome', { nickname: user.nickname })}</p>
        ) : (
          pending && (
            <p className="home__welcome" aria-hidden="true">
              {'\u00a0'}
            </p>
          )
        )}
        <h1 id="home-heading">{t('home.heading')}</h1>
        <p className="home__lead">{t('home.lead')}</p>
        <div className="home__actions">
          {user || pending ? (
            <IntentLink to="/my/cars" className="home__cta">
              {t('home.openGarage')}
            </IntentLink>
          ) : (
            <IntentLink to="/register" className="home__cta">
              {t('home.join')}
            </IntentLink>
          )}
          <IntentLink to="/cars" className="home__link">
            {t('home.browse')}
          </IntentLink>
        </div>
      </section>
      <LatestEntries limit={LATEST_LOGBOOK_ENTRIES} title={t('home.latestEntries')} />
      <ul className="home__features">
        {features.map((feature) => (
          <li key={feature}>
            <h2>{t(`home.feature${feature}`)}</h2>
            <p>{t(`home.feature${feature}Text`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const Component = HomePage;
