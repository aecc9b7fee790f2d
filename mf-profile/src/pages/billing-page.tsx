import { useTranslation } from 'react-i18next';

import './billing-page.css';

const PLANNED = ['promoted', 'business', 'logbook'] as const;

/** Membership is free; what may cost money later is said plainly, with nothing to buy yet. */
export function BillingPage() {
  const { t } = useTranslation('profile');
  return (
    <section className="billing-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('billing.title')}</h1>
      <section className="billing-page__card" aria-labelledby="billing-free">
        <h2 id="billing-free">{t('billing.freeTitle')}</h2>
        <p>{t('billing.free')}</p>
      </section>
      <section className="billing-page__card" aria-labelledby="billing-planned">
        <h2 id="billing-planned">{t('billing.plannedTitle')}</h2>
        <p>{t('billing.plannedIntro')}</p>
        <ul>
          {PLANNED.map((feature) => (
            <li key={feature}>{t(`billing.planned.${feature}`)}</li>
          ))}
        </ul>
        <p className="billing-page__note">{t('billing.noPayments')}</p>
      </section>
    </section>
  );
}

export const Component = BillingPage;
