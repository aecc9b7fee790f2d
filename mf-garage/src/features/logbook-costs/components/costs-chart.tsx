import type { CurrencyCosts } from '@carclub/contracts';
import { BarChart } from '@carclub/kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../lib/format';

export interface CostsChartProps {
  costs: CurrencyCosts;
  /** The canvas cannot draw (no 2D context): the page says so and keeps its table. */
  onUnavailable: () => void;
}

/**
 * One currency's costs per year as bars: the kit's lazily loaded `BarChart`, so Chart.js is
 * fetched by the costs page alone. The table by year says the same in words.
 */
export function CostsChart({ costs, onUnavailable }: CostsChartProps) {
  const { i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const chart = useMemo(() => {
    const money = (value: number) => formatMoney(value, costs.currency, language);
    return {
      labels: costs.byYear.map(({ year }) => String(year)),
      values: costs.byYear.map(({ total }) => total),
      tooltip: { label: money },
      yTick: money,
    };
  }, [costs, language]);
  return <BarChart kind="yearly" {...chart} onUnavailable={onUnavailable} />;
}
