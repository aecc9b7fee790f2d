import { LATEST_LOGBOOK_ENTRIES } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@carclub/session';

import { IntentLink } from '../../components/intent-link';
import { LatestEntries } from './latest-entries';
import './home.css';

export function HomePage() {
  const { t } = useTranslation('shell');
  const user = useSessionStore((state) => state.user);
  const features = ['Garage', 'Share', 'Community'] as const;
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-heading">
        {user && <p className="home__welcome">{t('home.welcome', { nickname: user.nickname })}</p>}
        <h1 id="home-heading">{t('home.heading')}</h1>
        <p className="home__lead">{t('home.lead')}</p>
        <div className="home__actions">
          {user ? (
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
