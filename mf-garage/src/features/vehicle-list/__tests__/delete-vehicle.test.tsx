import { ApiError, apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

import { MyCarsPage } from '../../../pages/my-cars-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { deleteFailureMessage, useDeleteVehicle } from '../api/delete-vehicle';
import { card, manufacturers, referenceVersions, pageOf, response } from './fixtures';

const { get, delete: del } = fakeApiMethods(apiClient);
const list = jest.fn<Promise<unknown>, [string, Record<string, unknown>]>();
const invalidate = jest.spyOn(QueryClient.prototype, 'invalidateQueries');

setupTestEnvironment();
beforeEach(() => {
  list.mockReset();
  invalidate.mockClear();
  get.mockImplementation(async (path: string, config?: { params?: Record<string, unknown> }) => {
    if (path === '/reference/versions') return { data: referenceVersions };
    if (path === '/manufacturers') return { data: manufacturers };
    if (path === '/models') return { data: [] };
    return { data: await list(path, config?.params ?? {}) };
  });
});

const open = (url = '/my/cars') => renderPage(<MyCarsPage />, '/my/cars', url);

/** The garage holds `names`; a successful delete takes the car out of what the API lists. */
function garage(...names: string[]) {
  let cars = names.map((name, index) => card(index + 1, { name, id: `car-${index + 1}` }));
  list.mockImplementation(async () => response(cars));
  del.mockImplementation(async (path: string) => {
    cars = cars.filter((car) => `/private-transport/${car.id}` !== path);
    return { status: 204, data: null };
  });
}

async function askToDelete(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  return { user, dialog: await screen.findByRole('alertdialog', { name: `Delete “${name}”?` }) };
}

describe('deleting a vehicle', () => {
  it('asks first, naming the car; cancel and Escape delete nothing and give focus back', async () => {
    garage('Blue Thunder', 'Red Baron');
    open();
    const { user, dialog } = await askToDelete('Red Baron');
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    // Focus stays inside the dialog.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Red Baron' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Red Baron' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Red Baron' })).toBeVisible();
  });

  it('deletes on confirm, refreshes the garage, only marks the general cache stale, and toasts', async () => {
    garage('Blue Thunder', 'Red Baron', 'Green Hornet');
    open();
    const { user, dialog } = await askToDelete('Red Baron');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Red Baron' })).not.toBeInTheDocument(),
    );
    expect(del).toHaveBeenCalledWith('/private-transport/car-2');
    const toast = await screen.findByText('Vehicle deleted');
    expect(toast.parentElement).toHaveTextContent('“Red Baron” has been removed from your garage.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The car that took its place gets focus; its own delete button is gone.
    expect(screen.getByRole('link', { name: 'Green Hornet' })).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['private-transport'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['vehicles'], refetchType: 'none' });
    const client = invalidate.mock.contexts[0] as QueryClient;
    const general = client.getQueryCache().findAll({ queryKey: ['vehicles'] });
    expect(general.length).toBeGreaterThan(0);
    expect(general.every((query) => query.state.isInvalidated)).toBe(true);
    expect(list.mock.calls.filter(([path]) => path === '/vehicles')).toHaveLength(0);
    expect(list.mock.calls.filter(([path]) => path === '/private-transport')).toHaveLength(2);
  });

  it('moves to the previous page when the last car of a later page goes', async () => {
    let total = 13;
    list.mockImplementation(async (_path, query) => pageOf(total, Number(query.page)));
    del.mockImplementation(async () => {
      total -= 1;
      return { status: 204, data: null };
    });
    const { router } = open('/my/cars?page=2');
    expect(await screen.findByText('Showing 13-13 of 13 vehicles')).toBeVisible();
    const { user, dialog } = await askToDelete('Car 13');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Showing 1-12 of 12 vehicles')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 2, name: '12 vehicles found' })).toHaveFocus();
  });

  it('shows the empty garage after the last car, with focus on its call to add one', async () => {
    garage('Blue Thunder');
    open();
    const { user, dialog } = await askToDelete('Blue Thunder');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Your garage is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add your first car' })).toHaveFocus();
  });

  it('shows the mapped message of a failed delete and keeps the car', async () => {
    garage('Blue Thunder', 'Red Baron');
    del.mockRejectedValue(httpError(403, errorPayload(403, 'Forbidden', 'Not your vehicle')));
    open();
    const { user, dialog } = await askToDelete('Red Baron');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText("You don't have permission to access this resource"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Red Baron' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete Red Baron' })).toHaveFocus();
    expect(invalidate).not.toHaveBeenCalled();
    expect(screen.queryByText('Vehicle deleted')).not.toBeInTheDocument();
  });

  it('refreshes the garage when the car was already gone', async () => {
    let cars = [card(1, { name: 'Blue Thunder' })];
    list.mockImplementation(async () => response(cars));
    del.mockImplementation(async () => {
      cars = [];
      throw httpError(404, errorPayload(404, 'Not Found', 'Vehicle not found'));
    });
    open();
    const { user, dialog } = await askToDelete('Blue Thunder');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Requested resource not found')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your garage is empty' })).toBeVisible();
  });
});

describe('useDeleteVehicle', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}
    >
      {children}
    </QueryClientProvider>
  );

  it('rejects again with the error, for the caller (spec §8)', async () => {
    del.mockRejectedValue(httpError(500, errorPayload(500, 'Internal Server Error', 'boom')));
    const { result } = renderHook(() => useDeleteVehicle(), { wrapper });
    let failure: unknown;
    await act(() =>
      result.current.mutateAsync({ id: 'car-1', name: 'Blue Thunder' }).catch((error) => {
        failure = error;
      }),
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
  });

  it('maps an API failure to its message and anything else to the generic one', () => {
    const t = i18n.getFixedT('en', 'garage');
    expect(deleteFailureMessage(new ApiError({ kind: 'forbidden', message: 'Not yours' }), t)).toBe(
      'Not yours',
    );
    expect(deleteFailureMessage(new TypeError('x is undefined'), t)).toBe(
      'An unexpected error occurred',
    );
  });
});
