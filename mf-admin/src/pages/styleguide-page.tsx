import { useTranslation } from 'react-i18next';

import { Styleguide } from '../features/styleguide';

/** `/dashboard/styleguide`: the design tokens and shared components in both themes, for staff. */
export function StyleguidePage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('styleguide.title')}</h1>
      <p>{t('styleguide.intro')}</p>
      <Styleguide />
    </section>
  );
}

export const Component = StyleguidePage;
