import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../../i18n';
import { cx } from '../../lib/class-names';
import './status-badge.css';

/** A car's status (spec §3: active, selling, sold); the contracts' `VehicleStatus`. */
export type VehicleStatusValue = 'active' | 'selling' | 'sold';

export interface VehicleStatusBadgeProps {
  status: VehicleStatusValue;
  /** `sm` on cards, `md` beside a page's title. */
  size?: 'sm' | 'md';
  /** Where the badge sits (a card places it over its photo). */
  className?: string;
}

/**
 * A car's status in the one wording of every page (ADR 0101): "In the garage", "For sale", "Sold".
 * Every card and page shows it, whoever looks, so a car reads the same on /cars, in My vehicles,
 * on a member's page and on its own page. Words, not colour alone: a hidden "Status:" leads them.
 */
export function VehicleStatusBadge({ status, size = 'sm', className }: VehicleStatusBadgeProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <p
      className={cx(
        'cc-status-badge',
        `cc-status-badge--${size}`,
        `cc-status-badge--${status}`,
        className,
      )}
    >
      <span className="visually-hidden">{t('vehicleStatus.label')}: </span>
      {t(`vehicleStatus.${status}`)}
    </p>
  );
}
