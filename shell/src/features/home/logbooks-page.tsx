import { LATEST_LOGBOOK_ENTRIES_MAX } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';

import { IntentLink } from '../../components/intent-link';
import { LatestEntries } from './latest-entries';
import './home.css';

/**
 * `/logbooks`, the Community menu's logbooks: the site's latest public entries, each leading to
 * its page and its car's logbook. Each car's whole logbook is its page's Logbook tab.
 */
export function LogbooksPage() {
  const { t } = useTranslation('shell');
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="logbooks-heading">
        <h1 id="logbooks-heading">{t('logbooks.heading')}</h1>
        <p className="home__lead">{t('logbooks.lead')}</p>
        <div className="home__actions">
          <IntentLink to="/my/cars" className="home__link">
            {t('logbooks.own')}
          </IntentLink>
        </div>
      </section>
      <LatestEntries limit={LATEST_LOGBOOK_ENTRIES_MAX} title={t('logbooks.latest')} />
    </div>
  );
}
