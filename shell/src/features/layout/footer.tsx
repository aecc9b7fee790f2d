import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { useLoadedBuilds } from '../../lib/federation/build-info';

/** The footer carries the build panel operators use to see which release of each part is live. */
export function Footer() {
  const { t } = useTranslation('shell');
  const builds = useLoadedBuilds();
  return (
    <footer className="app-footer">
      <p>
        © CarClub · {t('footer.tagline')} <Link to="/about">{t('footer.about')}</Link> ·{' '}
        <Link to="/support">{t('footer.support')}</Link>
      </p>
      <details className="app-footer__build">
        <summary>{t('footer.build')}</summary>
        <ul aria-label={t('footer.build')}>
          {builds.map((build) => (
            <li key={build.name} data-build={build.name} data-release={build.releaseId}>
              {t('footer.buildRow', { ...build })}
            </li>
          ))}
        </ul>
      </details>
    </footer>
  );
}
