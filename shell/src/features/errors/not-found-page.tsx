import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@carclub/router';
import { Button } from '@carclub/ui';

import './errors.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <div className="status-page__actions">
        <Button onClick={() => void navigate('/')}>{t('notFound.goHome')}</Button>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {t('notFound.goBack')}
        </Button>
      </div>
      <p className="status-page__support">
        <Link to="/support">{t('notFound.support')}</Link>
      </p>
    </section>
  );
}

export const Component = NotFoundPage;
