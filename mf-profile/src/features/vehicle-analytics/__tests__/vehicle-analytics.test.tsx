import { apiClient } from '@carclub/api-client';
import { ANALYTICS_DAYS, type ProfileAnalytics, type VehicleAnalytics } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AnalyticsPage } from '../../../pages/analytics-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { get } = fakeApiMethods(apiClient);

/** 30 UTC days ending on 2026-11-24, with the views given from the newest day back. */
function daily(newestFirst: number[] = []) {
  return Array.from({ length: ANALYTICS_DAYS }, (_, index) => {
    const at = new Date(Date.UTC(2026, 10, 24 - (ANALYTICS_DAYS - 1 - index)));
    return {
      date: at.toISOString().slice(0, 10),
      count: newestFirst[ANALYTICS_DAYS - 1 - index] ?? 0,
    };
  });
}

function car(overrides: Partial<VehicleAnalytics> = {}): VehicleAnalytics {
  return {
    id: '7d0f6a35-3f6f-4d0e-9b1c-1a2b3c4d5e6f',
    name: 'Golf GTI',
    slug: 'golf-gti-2019',
    status: 'active',
    total: 0,
    daily: daily(),
    forSaleSince: null,
    viewsSinceForSale: null,
    ...overrides,
  };
}

const SELLING = car({
  id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  name: 'Civic Type R',
  slug: 'civic-type-r-2020',
  status: 'selling',
  total: 41,
  daily: daily([3, 0, 5, 1]),
  forSaleSince: '2026-11-20T15:30:00.000Z',
  viewsSinceForSale: 9,
});

const answer = (data: ProfileAnalytics) => async (url: string) => {
  if (url !== '/profile/analytics') throw new Error(`unexpected GET ${url}`);
  return { data };
};

setupTestEnvironment();
beforeAll(() => {
  // jsdom draws nothing; a canvas without a 2D context is what it is, as in a browser without one.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const openPage = () => renderPage(<AnalyticsPage />, '/profile/analytics');
const cardOf = (name: string) => screen.findByRole('article', { name });

describe('the analytics page', () => {
  it('shows each car with its views today, over 30 days, in total and since put up for sale', async () => {
    get.mockImplementation(answer({ nickname: 'ann_rides', items: [SELLING, car({ total: 2 })] }));
    openPage();

    const selling = await cardOf('Civic Type R');
    const stat = (name: string) =>
      within(selling).getByText(name).closest('div')!.querySelector('dd');
    expect(stat('Today')).toHaveTextContent('3');
    expect(stat('Last 30 days')).toHaveTextContent('9');
    expect(stat('In total')).toHaveTextContent('41');
    expect(stat('Since put up for sale on November 20, 2026')).toHaveTextContent('9');
    expect(within(selling).getByRole('link', { name: 'Civic Type R' })).toHaveAttribute(
      'href',
      '/u/ann_rides/car/civic-type-r-2020',
    );
    expect(selling).toHaveTextContent(
      'Views in the last 30 days: 9; the busiest day: November 22, 2026 (5).',
    );

    const quiet = await cardOf('Golf GTI');
    expect(quiet).toHaveTextContent('No views in the last 30 days.');
    expect(within(quiet).queryByText(/Since put up for sale/)).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['Civic Type R', 'Golf GTI']);
  });

  it('gives screen readers the numbers as a table, newest day first, shown on screen on request', async () => {
    get.mockImplementation(answer({ nickname: 'ann_rides', items: [SELLING] }));
    openPage();
    const selling = await cardOf('Civic Type R');

    const table = within(selling).getByRole('table', {
      name: 'Views per day of Civic Type R, newest first',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(ANALYTICS_DAYS + 1);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Tue, November 24 (today)');
    expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('3');
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Sun, November 22');
    expect(within(rows[3]!).getByRole('cell')).toHaveTextContent('5');
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('Mon, October 26');

    const holder = table.parentElement!;
    expect(holder).toHaveClass('visually-hidden');
    const toggle = within(selling).getByRole('button', { name: 'Show the numbers' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(holder).not.toHaveClass('visually-hidden');
    await userEvent.click(toggle);
    expect(holder).toHaveClass('visually-hidden');
  });

  it('says so when the chart cannot be drawn, and keeps the numbers', async () => {
    get.mockImplementation(answer({ nickname: 'ann_rides', items: [SELLING] }));
    openPage();
    const selling = await cardOf('Civic Type R');
    expect(
      await within(selling).findByText(
        'The chart could not be drawn; the numbers are in the table.',
      ),
    ).toBeInTheDocument();
    expect(within(selling).getByRole('table')).toBeInTheDocument();
  });

  it('invites a member without cars to add one', async () => {
    get.mockImplementation(answer({ nickname: 'ann_rides', items: [] }));
    openPage();
    expect(await screen.findByRole('heading', { name: 'No cars yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add a car' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/add-car');
  });

  it('shows a skeleton while loading, then an error with a retry that loads again', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    get.mockImplementation(async (url: string) => {
      await new Promise<void>((resolve) => (release = resolve));
      if (fail) throw httpError(500, errorPayload(500, 'Internal Server Error', 'Boom'));
      return answer({ nickname: 'ann_rides', items: [SELLING] })(url);
    });
    openPage();
    expect(screen.getByText('Loading the views of your cars…')).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    act(() => release());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The views of your cars could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    act(() => release());
    expect(await cardOf('Civic Type R')).toBeInTheDocument();
  });

  it('speaks Ukrainian', async () => {
    await act(() => i18n.changeLanguage('uk'));
    get.mockImplementation(answer({ nickname: 'ann_rides', items: [SELLING] }));
    openPage();
    const selling = await cardOf('Civic Type R');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Аналітика');
    expect(within(selling).getByText('Сьогодні')).toBeInTheDocument();
    expect(within(selling).getByText('За 30 днів')).toBeInTheDocument();
    expect(selling).toHaveTextContent(
      'Переглядів за останні 30 днів: 9; найбільше — 22 листопада 2026 р. (5).',
    );
    expect(
      within(selling).getByText(/^Відколи виставлено на продаж 20 листопада 2026/),
    ).toBeInTheDocument();
    expect(
      within(selling).getByRole('table', {
        name: 'Перегляди Civic Type R за днями, спершу найновіші',
      }),
    ).toBeInTheDocument();
    expect(within(selling).getByRole('button', { name: 'Показати числа' })).toBeInTheDocument();
  });
});
