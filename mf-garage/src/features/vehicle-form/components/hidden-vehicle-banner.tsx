import type { Vehicle } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Tells the owner of a car a moderator hid why nobody else sees it, and what to do. Shown on the
 * edit page, where what the reason names can be changed.
 */
export function HiddenVehicleBanner({ hidden }: { hidden: NonNullable<Vehicle['hidden']> }) {
  const { t, i18n } = useTranslation('garage');
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'long',
  }).format(new Date(hidden.at));
  return (
    <div className="vf-hidden-banner" role="note" aria-labelledby="vf-hidden-banner-title">
      <h2 id="vf-hidden-banner-title" className="vf-hidden-banner__title">
        {t('form.hidden.title')}
      </h2>
      <p>{t('form.hidden.description', { date })}</p>
      {hidden.reason && <p>{t('form.hidden.reason', { reason: hidden.reason })}</p>}
      <p>{t('form.hidden.whatToDo')}</p>
    </div>
  );
}
