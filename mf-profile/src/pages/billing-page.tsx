import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@carclub/ui';

const PLANNED = ['promoted', 'business', 'logbook'] as const;

/**
 * Membership is free; what may cost money later is said plainly, with nothing to buy yet. The
 * placeholder layout every page not built yet shares (docs/decisions/0103).
 */
export function BillingPage() {
  const { t } = useTranslation('profile');
  const plannedId = useId();
  return (
    <PlaceholderPage
      title={t('billing.title')}
      badge={t('billing.freeTitle')}
      description={t('billing.free')}
    >
      <section aria-labelledby={plannedId}>
        <h2 id={plannedId}>{t('billing.plannedTitle')}</h2>
        <p>{t('billing.plannedIntro')}</p>
        <ul>
          {PLANNED.map((feature) => (
            <li key={feature}>{t(`billing.planned.${feature}`)}</li>
          ))}
        </ul>
        <p className="cc-placeholder__note">{t('billing.noPayments')}</p>
      </section>
    </PlaceholderPage>
  );
}

export const Component = BillingPage;
