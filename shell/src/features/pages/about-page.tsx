import { useTranslation } from 'react-i18next';

export function AboutPage() {
  const { t } = useTranslation('shell');
  return (
    <article className="prose">
      <h1>{t('about.heading')}</h1>
      <p>{t('about.body')}</p>
    </article>
  );
}

export const Component = AboutPage;
