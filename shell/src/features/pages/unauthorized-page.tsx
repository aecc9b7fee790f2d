import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

export function UnauthorizedPage() {
  const { t } = useTranslation('shell');
  return (
    <section className="status-page" aria-labelledby="unauthorized-title">
      <p className="status-page__code" aria-hidden="true">
        403
      </p>
      <h1 id="unauthorized-title">{t('unauthorized.title')}</h1>
      <p>{t('unauthorized.description')}</p>
      <Link to="/">{t('unauthorized.goHome')}</Link>
    </section>
  );
}

export const Component = UnauthorizedPage;
