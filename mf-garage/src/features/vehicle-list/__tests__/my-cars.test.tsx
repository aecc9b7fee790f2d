import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { SEARCH_DEBOUNCE_MS } from '@carclub/kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MyCarsPage } from '../../../pages/my-cars-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import {
  card,
  manufacturers,
  referenceVersions,
  modelsByManufacturer,
  pageOf,
  response,
} from './fixtures';

const { get } = fakeApiMethods(apiClient);
/** The list calls: (path, query) → response body. */
const list = jest.fn<Promise<unknown>, [string, Record<string, unknown>]>();

setupTestEnvironment();
beforeEach(() => {
  list.mockReset();
  get.mockImplementation(async (path: string, config?: { params?: Record<string, unknown> }) => {
    if (path === '/reference/versions') return { data: referenceVersions };
    if (path === '/manufacturers') return { data: manufacturers };
    if (path === '/models') {
      return { data: modelsByManufacturer[String(config?.params?.manufacturerId)] ?? [] };
    }
    return { data: await list(path, config?.params ?? {}) };
  });
});

const open = (url = '/my/cars') => renderPage(<MyCarsPage />, '/my/cars', url);
const search = (router: ReturnType<typeof open>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const lastListQuery = () => list.mock.calls[list.mock.calls.length - 1]?.[1];

describe('My vehicles: cards', () => {
  it('shows each car with what an enthusiast looks for, linking to its public page', async () => {
    list.mockResolvedValue(
      response([
        card(1, {
          name: 'Blue Thunder',
          slug: 'blue-thunder-2016',
          year: 2016,
          status: 'selling',
          mileage: 123456,
          enginePower: 230,
          fuelType: 'diesel',
          postsCount: 3,
          logbookEntriesCount: 1,
          previewImage: '/media/vehicles/abc.card.webp',
        }),
        card(2),
      ]),
    );
    open();
    const thunder = await screen.findByRole('article', { name: 'Blue Thunder' });
    expect(within(thunder).getByRole('link', { name: 'Blue Thunder' })).toHaveAttribute(
      'href',
      '/u/ann/car/blue-thunder-2016',
    );
    expect(thunder).toHaveTextContent('Volkswagen Golf · 2016');
    expect(thunder).toHaveTextContent('Status: For sale');
    expect(thunder).toHaveTextContent('123,456 km');
    expect(thunder).toHaveTextContent('230 hp');
    expect(thunder).toHaveTextContent('Diesel');
    expect(thunder).toHaveTextContent('3 posts');
    expect(thunder).toHaveTextContent('1 logbook entry');
    expect(thunder.querySelector('img')).toHaveAttribute('src', '/media/vehicles/abc.card.webp');
    expect(within(thunder).getByRole('link', { name: 'Edit Blue Thunder' })).toHaveAttribute(
      'href',
      '/edit-car/car-1',
    );
    expect(within(thunder).getByRole('button', { name: 'Delete Blue Thunder' })).toBeVisible();

    const plain = screen.getByRole('article', { name: 'Car 2' });
    expect(plain.querySelector('img')).toBeNull();
    expect(plain).toHaveTextContent('Status: In the garage');
    expect(plain).not.toHaveTextContent(' km');
  });

  it('names make and model in the interface language, falling back to the plain name', async () => {
    list.mockResolvedValue(response([card(1)]));
    await act(() => i18n.changeLanguage('uk'));
    try {
      open();
      expect(await screen.findByRole('article', { name: 'Car 1' })).toHaveTextContent(
        'Фольксваген Гольф · 2001',
      );
      expect(screen.getByText('Знайдено 1 автомобіль')).toBeVisible();
      expect(screen.getByText('Показано 1–1 з 1 автомобіля')).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('loads page 1 with 12 per page first and says which ones it shows', async () => {
    list.mockResolvedValue(pageOf(30, 1));
    open();
    expect(await screen.findByText('Showing 1-12 of 30 vehicles')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '30 vehicles found' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(list).toHaveBeenCalledWith('/private-transport', { page: 1, limit: 12 });
  });

  it('shows a skeleton while the first page loads', async () => {
    list.mockReturnValue(new Promise(() => undefined));
    open();
    expect(await screen.findByText('Loading vehicles…')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('My vehicles: the way to each car’s records', () => {
  it('links each card straight to its logbook, reminders and costs, named by the car', async () => {
    list.mockResolvedValue(
      response([card(1, { id: 'car-1', name: 'Golf', slug: 'golf-2019', ownerNickname: 'ann' })]),
    );
    open();
    const golf = await screen.findByRole('article', { name: 'Golf' });
    const tools = within(golf)
      .getAllByRole('link')
      .filter((link) => link.closest('.car-tools'))
      .map((link) => [
        link.textContent,
        link.getAttribute('aria-label'),
        link.getAttribute('href'),
      ]);
    expect(tools).toEqual([
      ['Logbook', 'Logbook: Golf', '/u/ann/car/golf-2019?tab=logbook'],
      ['Reminders', 'Reminders: Golf', '/edit-car/car-1/reminders'],
      ['Costs', 'Costs: Golf', '/edit-car/car-1/logbook/costs'],
    ]);
  });

  it('marks a car a moderator hid, with the reason, in uk and en', async () => {
    const hidden = { at: '2026-11-20T10:00:00.000Z', reason: 'Offensive words' };
    list.mockResolvedValue(response([{ ...card(1, { name: 'Golf' }), hidden }, card(2)]));
    open();
    const golf = await screen.findByRole('article', { name: 'Golf' });
    const note = within(golf).getByRole('note');
    expect(note).toHaveTextContent('Hidden by a moderator');
    expect(note).toHaveTextContent('Reason: “Offensive words”');
    // Its public page is a 404 while hidden: the name leads to the edit page, where the banner is,
    // and there is no logbook link (the logbook is a tab of that page).
    expect(within(golf).getByRole('link', { name: 'Golf' })).toHaveAttribute(
      'href',
      '/edit-car/car-1',
    );
    expect(within(golf).queryByRole('link', { name: 'Logbook: Golf' })).not.toBeInTheDocument();
    expect(within(golf).getByRole('link', { name: 'Reminders: Golf' })).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Car 2' })).queryByRole('note')).toBeNull();

    await act(() => i18n.changeLanguage('uk'));
    try {
      expect(within(golf).getByRole('note')).toHaveTextContent('Приховано модератором');
      expect(within(golf).getByRole('note')).toHaveTextContent('Причина: «Offensive words»');
      expect(within(golf).getByRole('link', { name: 'Нагадування: Golf' })).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('takes a card from an API older than the hidden field as shown', async () => {
    const { hidden: _hidden, ...older } = { ...card(1, { name: 'Golf' }), hidden: null };
    list.mockResolvedValue(response([older]));
    open();
    const golf = await screen.findByRole('article', { name: 'Golf' });
    expect(within(golf).queryByRole('note')).toBeNull();
    expect(within(golf).getByRole('link', { name: 'Logbook: Golf' })).toBeVisible();
  });
});

describe('My vehicles: pages', () => {
  it('moves between pages through the URL and lands on the new results', async () => {
    list.mockImplementation(async (_path, query) => pageOf(30, Number(query.page)));
    const { router } = open();
    await screen.findByText('Showing 1-12 of 30 vehicles');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 25-30 of 30 vehicles')).toBeVisible();
    expect(search(router)).toEqual({ page: '3' });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: '30 vehicles found' })).toHaveFocus();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Showing 1-12 of 30 vehicles')).toBeVisible();
  });

  it('opens the page a link names', async () => {
    list.mockImplementation(async (_path, query) => pageOf(30, Number(query.page)));
    open('/my/cars?page=2');
    expect(await screen.findByText('Showing 13-24 of 30 vehicles')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the last page instead of a page past the end, without a history entry', async () => {
    list.mockImplementation(async (_path, query) => pageOf(30, Number(query.page)));
    const { router } = open('/my/cars?page=9&utm_source=mail');
    expect(await screen.findByText('Showing 25-30 of 30 vehicles')).toBeVisible();
    expect(search(router)).toEqual({ page: '3', utm_source: 'mail' });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('My vehicles: filters in the URL', () => {
  it('reads the filters of a shared link, ignoring what it cannot use', async () => {
    list.mockResolvedValue(response([card(1)]));
    open(
      '/my/cars?fuelType=diesel&status=parked&manufacturer=volkswagen&model=volkswagen-golf' +
        '&search=golf&utm_source=mail',
    );
    await screen.findByRole('article', { name: 'Car 1' });
    await waitFor(() => expect(screen.getByLabelText('Model')).toHaveValue('volkswagen-golf'));
    expect(screen.getByLabelText('Fuel type')).toHaveValue('diesel');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Manufacturer')).toHaveValue('volkswagen');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('golf');
    expect(lastListQuery()).toEqual({
      page: 1,
      limit: 12,
      search: 'golf',
      fuelType: 'diesel',
      manufacturerIds: ['volkswagen'],
      modelIds: ['volkswagen-golf'],
    });
  });

  it('drops a make the reference list does not know', async () => {
    list.mockResolvedValue(response([card(1)]));
    open('/my/cars?manufacturer=trabant');
    await waitFor(() => expect(lastListQuery()).toEqual({ page: 1, limit: 12 }));
    expect(await screen.findByRole('article', { name: 'Car 1' })).toBeVisible();
  });

  it('puts a changed filter into the URL and goes back to page 1; back restores the old list', async () => {
    list.mockImplementation(async (_path, query) =>
      pageOf(query.fuelType ? 5 : 30, Number(query.page)),
    );
    const { router } = open('/my/cars?page=2&utm_source=mail');
    await screen.findByText('Showing 13-24 of 30 vehicles');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Fuel type'), 'Electric');
    expect(await screen.findByText('Showing 1-5 of 5 vehicles')).toBeVisible();
    expect(search(router)).toEqual({ fuelType: 'electric', utm_source: 'mail' });
    expect(lastListQuery()).toEqual({ page: 1, limit: 12, fuelType: 'electric' });

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Showing 13-24 of 30 vehicles')).toBeVisible();
    expect(screen.getByLabelText('Fuel type')).toHaveValue('');
  });

  it('offers models only once a make is chosen, and resets the model when the make changes', async () => {
    list.mockResolvedValue(response([card(1)]));
    const { router } = open();
    await screen.findByRole('article', { name: 'Car 1' });
    const model = screen.getByLabelText('Model');
    expect(model).toBeDisabled();
    expect(model).toHaveAccessibleDescription('Choose a manufacturer first');

    const user = userEvent.setup();
    // The makes load after their list's version, which may be after the cars.
    await screen.findByRole('option', { name: 'Volkswagen' });
    await user.selectOptions(screen.getByLabelText('Manufacturer'), 'Volkswagen');
    await waitFor(() => expect(model).toBeEnabled());
    await user.selectOptions(model, await screen.findByRole('option', { name: 'Golf' }));
    expect(search(router)).toEqual({ manufacturer: 'volkswagen', model: 'volkswagen-golf' });

    await user.selectOptions(screen.getByLabelText('Manufacturer'), 'BMW');
    expect(search(router)).toEqual({ manufacturer: 'bmw' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'M3' })).toBeInTheDocument());
    expect(model).toHaveValue('');
    expect(lastListQuery()).toEqual({ page: 1, limit: 12, manufacturerIds: ['bmw'] });
  });
});

describe('My vehicles: search', () => {
  afterEach(() => jest.useRealTimers());

  it('searches once typing pauses, not on every key', async () => {
    jest.useFakeTimers();
    list.mockResolvedValue(response([card(1)]));
    const { router } = open();
    await screen.findByRole('article', { name: 'Car 1' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'WVW1');
    expect(list).toHaveBeenCalledTimes(1);
    expect(search(router)).toEqual({});

    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(lastListQuery()).toEqual({ page: 1, limit: 12, search: 'WVW1' });
    expect(search(router)).toEqual({ search: 'WVW1' });
  });

  it('searches at once on Enter, keeps what is typed, and follows back and forward', async () => {
    list.mockResolvedValue(response([card(1)]));
    const { router } = open();
    await screen.findByRole('article', { name: 'Car 1' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    const user = userEvent.setup();
    await user.type(box, 'golf {Enter}');
    expect(search(router)).toEqual({ search: 'golf' });
    expect(box).toHaveValue('golf ');

    await act(() => router.navigate(-1));
    expect(box).toHaveValue('');
    await act(() => router.navigate(1));
    expect(box).toHaveValue('golf');
  });
});

describe('My vehicles: states', () => {
  it('greets a new garage with a way to add the first car, without filters', async () => {
    list.mockResolvedValue(response([]));
    open();
    expect(await screen.findByRole('heading', { name: 'Your garage is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add your first car' })).toHaveAttribute(
      'href',
      '/add-car',
    );
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('tells "nothing matches" apart from an empty garage, and clears the filters', async () => {
    list.mockImplementation(async (_path, query) =>
      query.status ? response([]) : response([card(1)]),
    );
    const { router } = open('/my/cars?status=sold&utm_source=mail');
    expect(
      await screen.findByRole('heading', { name: 'No vehicles match these filters' }),
    ).toBeVisible();
    expect(screen.queryByText('Your garage is empty')).not.toBeInTheDocument();

    const user = userEvent.setup();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearButtons[clearButtons.length - 1]!);
    expect(await screen.findByRole('article', { name: 'Car 1' })).toBeVisible();
    expect(search(router)).toEqual({ utm_source: 'mail' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('shows a failed load with its reason and a retry that works', async () => {
    list
      .mockRejectedValueOnce(httpError(503, errorPayload(503, 'Service Unavailable', 'down')))
      .mockResolvedValueOnce(response([card(1)]));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the vehicles");
    expect(alert).toHaveTextContent('Service temporarily unavailable');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Car 1' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
