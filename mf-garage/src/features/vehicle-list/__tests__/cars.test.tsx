import { apiClient } from '@carclub/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CarsPage } from '../../../pages/cars-page';
import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { card, manufacturers, referenceVersions, response } from './fixtures';

const { get } = fakeApiMethods(apiClient);
const list = jest.fn<Promise<unknown>, [string, Record<string, unknown>]>();

setupTestEnvironment();
beforeEach(() => {
  get.mockReset();
  list.mockReset();
  get.mockImplementation(async (path: string, config?: { params?: Record<string, unknown> }) => {
    if (path === '/reference/versions') return { data: referenceVersions };
    if (path === '/manufacturers') return { data: manufacturers };
    if (path === '/models') return { data: [] };
    return { data: await list(path, config?.params ?? {}) };
  });
});

const open = (url = '/cars') => renderPage(<CarsPage />, '/cars', url);

describe('Cars: the public browse', () => {
  it("lists the community's cars with their owners, and nothing to edit or delete", async () => {
    list.mockResolvedValue(
      response([
        card(1, {
          name: 'Blue Thunder',
          ownerNickname: 'ann',
          slug: 'blue-thunder',
          status: 'selling',
        }),
        card(2, { name: 'Old Faithful', ownerNickname: 'bob', status: 'active' }),
        card(3, { name: 'Gone Girl', ownerNickname: 'cat', status: 'sold' }),
      ]),
    );
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Cars' })).toBeVisible();
    const thunder = await screen.findByRole('article', { name: 'Blue Thunder' });
    expect(thunder).toHaveTextContent('by ann');
    expect(thunder).toHaveTextContent('Status: For sale');
    expect(within(thunder).getByRole('link', { name: 'Blue Thunder' })).toHaveAttribute(
      'href',
      '/u/ann/car/blue-thunder',
    );
    expect(screen.getByRole('article', { name: 'Old Faithful' })).toHaveTextContent('by bob');
    // A stranger's car is not "in my garage"; an ordinary one needs no badge at all.
    expect(screen.getByRole('article', { name: 'Old Faithful' })).not.toHaveTextContent('Status');
    expect(screen.getByRole('article', { name: 'Gone Girl' })).toHaveTextContent('Status: Sold');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledWith('/vehicles', { page: 1, limit: 12 });
    expect(list).not.toHaveBeenCalledWith('/private-transport', expect.anything());
  });

  it('filters the same way, with status labels for other people’s cars', async () => {
    list.mockResolvedValue(response([card(1)], 40));
    const { router } = open('/cars?utm_source=newsletter');
    expect(await screen.findByText('Showing 1-12 of 40 vehicles')).toBeVisible();
    const status = screen.getByLabelText('Status');
    expect(within(status).getByRole('option', { name: 'In the garage' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(status, 'For sale');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith('/vehicles', { page: 1, limit: 12, status: 'selling' }),
    );
    expect(router.state.location.search).toBe('?utm_source=newsletter&status=selling');
  });

  it('says when nobody has added a car yet', async () => {
    list.mockResolvedValue(response([]));
    open();
    expect(await screen.findByRole('heading', { name: 'No cars here yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add your car' })).toHaveAttribute('href', '/add-car');
  });
});
