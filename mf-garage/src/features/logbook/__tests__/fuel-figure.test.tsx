import type { FuelConsumption } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { act, screen } from '@testing-library/react';

import { renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { FuelFigure } from '../components/fuel-figure';

setupTestEnvironment();

/** The audit's Golf 1.4 TSI, a fill-up left unlogged on a trip (ADR 0121). */
const consumption = { litresPer100Km: 7.02, distanceKm: 3_020, litres: 212 };
const gap = {
  fromDate: '2025-04-13',
  toDate: '2025-04-20',
  distanceKm: 1_480,
  litres: 44.8,
  litresPer100Km: 3.03,
  reason: 'tooLow',
} as const;
const owners: FuelConsumption = {
  consumption,
  excluded: [gap],
  plausible: { min: 4.2, max: 17 },
};

describe('the car’s fuel figure', () => {
  it('shows its owner each stretch left out, and why', () => {
    renderPage(<FuelFigure figure={owners} />, '/');
    expect(screen.getByText('7.02 L/100 km')).toBeInTheDocument();
    const note = screen.getByRole('note', {
      name: '1 stretch is left out of the figure (only you see this)',
    });
    expect(note).toHaveTextContent(
      'April 13, 2025 – April 20, 2025: 1,480 km on 44.8 L, 3.03 L/100 km. Less than the 4.2 ' +
        'L/100 km this car can burn: a fill-up was probably not logged. Mark the fill of ' +
        'April 20, 2025 “A fill-up before this one was not logged”, or add the missing fill.',
    );
  });

  it('says when a stretch burns more than the car can', () => {
    const high = { ...gap, litresPer100Km: 30, reason: 'tooHigh' as const };
    const later = { ...high, fromDate: '2025-05-01', toDate: '2025-05-02' };
    renderPage(<FuelFigure figure={{ ...owners, excluded: [high, later] }} />, '/');
    expect(
      screen.getByRole('note', {
        name: '2 stretches are left out of the figure (only you see this)',
      }),
    ).toHaveTextContent('More than the 17 L/100 km this car can burn');
  });

  it('shows a visitor the figure alone', () => {
    renderPage(<FuelFigure figure={{ consumption, excluded: [], plausible: null }} />, '/');
    expect(screen.getByText('7.02 L/100 km')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('in Ukrainian', async () => {
    await act(() => i18n.changeLanguage('uk'));
    try {
      const stretches = ['2025-04-20', '2025-05-20', '2025-06-20'].map((toDate) => ({
        ...gap,
        toDate,
      }));
      renderPage(<FuelFigure figure={{ ...owners, excluded: stretches }} />, '/');
      expect(screen.getByText('7,02 л/100 км')).toBeInTheDocument();
      const note = screen.getByRole('note', {
        name: '3 відрізки не враховано у витраті (це бачите лише ви)',
      });
      expect(note).toHaveTextContent(
        /1\s480 км на 44,8 л, 3,03 л\/100 км\. Менше за 4,2 л\/100 км, які може витрачати це авто/u,
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
