import { i18n } from '@carclub/i18n';
import { act, screen } from '@testing-library/react';

import { renderPage, setupTestEnvironment } from '../../test-utils/render';
import { BillingPage } from '../billing-page';

setupTestEnvironment();

describe('the billing page', () => {
  it('says in English that membership is free and which paid extras are planned', () => {
    renderPage(<BillingPage />, '/profile/billing');
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    // The placeholder layout the shell's coming-soon pages have too: one look for pages not built yet.
    expect(screen.getByRole('region', { name: 'Billing' })).toHaveClass('cc-placeholder');
    expect(screen.getByRole('heading', { level: 2, name: 'CarClub is free' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Promoted listings/),
      expect.stringMatching(/^Business pages for services and shops/),
      expect.stringMatching(/^Extended logbook storage/),
    ]);
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('says the same in Ukrainian', async () => {
    await act(() => i18n.changeLanguage('uk'));
    try {
      renderPage(<BillingPage />, '/profile/billing');
      expect(screen.getByRole('heading', { level: 1, name: 'Оплата' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 2, name: 'CarClub безкоштовний' })).toBeVisible();
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^Просування оголошень/);
      expect(screen.getByText(/Зараз нічого платити/)).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
