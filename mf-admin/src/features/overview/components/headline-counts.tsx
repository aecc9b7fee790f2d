import '../overview.css';

import type { AdminOverview } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 1536 → "1.5 kB" in the reader's language. */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/**
 * The site in a few numbers: members (activated, new, blocked), cars, photos and the storage they
 * take.
 */
export function HeadlineCounts({ overview }: { overview: AdminOverview }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const counts = [
    ['members', number.format(overview.users)],
    ['activated', number.format(overview.activatedUsers)],
    ['newLast7Days', number.format(overview.newUsersLast7Days)],
    ['newLast30Days', number.format(overview.newUsersLast30Days)],
    ['blocked', number.format(overview.blockedUsers)],
    ['vehicles', number.format(overview.vehicles)],
    ['images', number.format(overview.images)],
    [
      'storage',
      overview.storageBytes === null
        ? t('overview.counts.storageUnknown')
        : formatBytes(overview.storageBytes, i18n.language),
    ],
  ] as const;
  return (
    <dl className="headline-counts">
      {counts.map(([key, value]) => (
        <div key={key} className="headline-counts__item" data-count={key}>
          <dt>{t(`overview.counts.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
