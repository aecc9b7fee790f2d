import { apiClient } from '@carclub/api-client';
import type { ModerationVehicle } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { staffUserFixture } from '@carclub/testing/fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { VehiclesPage } from '../../../pages/vehicles-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
  signedInAs,
} from '../../../test-utils/render';

const { get, post } = fakeApiMethods(apiClient);

const MODERATOR = staffUserFixture('moderator', [
  'dashboard:view',
  'members:read',
  'content:moderate',
  'reports:handle',
  'audit:read',
]);

function car(overrides: Partial<ModerationVehicle> = {}): ModerationVehicle {
  return {
    id: 'v1',
    name: 'Blue Thunder',
    year: 2012,
    slug: 'blue-thunder-2012',
    ownerNickname: 'ann',
    ownerBlocked: false,
    status: 'active',
    hiddenAt: null,
    hiddenReason: null,
    photoCount: 2,
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

const listOf = (...items: ModerationVehicle[]) => ({
  data: { items, total: items.length, page: 1, limit: 20 },
});

const open = (url = '/dashboard/vehicles') =>
  renderPage(<VehiclesPage />, '/dashboard/vehicles', url);

setupTestEnvironment();
signedInAs(MODERATOR);

describe('the vehicles moderation page', () => {
  it('reads its filters from the URL and lists each car with owner, status and visibility', async () => {
    get.mockResolvedValue(
      listOf(
        car(),
        car({
          id: 'v2',
          name: 'Red Baron',
          hiddenAt: '2026-02-03T10:00:00.000Z',
          hiddenReason: 'Advertising',
          ownerBlocked: true,
        }),
      ),
    );
    open('/dashboard/vehicles?search=ann&visibility=hidden&page=2');
    const hidden = await screen.findByRole('row', { name: /Red Baron/ });
    expect(get).toHaveBeenCalledWith('/admin/vehicles', {
      params: { page: 2, search: 'ann', visibility: 'hidden' },
      signal: expect.any(AbortSignal),
    });
    expect(hidden).toHaveTextContent('Advertising');
    expect(hidden).toHaveTextContent('blocked');
    expect(within(hidden).getByRole('button', { name: 'Restore Red Baron' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('hidden');
    expect(
      within(screen.getByRole('row', { name: /Blue Thunder/ })).getByRole('button', {
        name: 'Hide Blue Thunder',
      }),
    ).toBeVisible();
  });

  it('asks for a reason before hiding, sends it, and toasts', async () => {
    get.mockResolvedValue(listOf(car()));
    post.mockResolvedValue({ status: 204, data: null });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Hide Blue Thunder' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide “Blue Thunder”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide the car' }));
    expect(await within(dialog).findByText('Required field')).toBeVisible();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Advertising');
    // The table reloads slowly, keeping the dialog open a while after the server said yes.
    const hidden = car({ hiddenAt: '2026-01-03T10:00:00.000Z', hiddenReason: 'Advertising' });
    get.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve(listOf(hidden)), 100)),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hide the car' }));
    await waitFor(() => expect(screen.getByText('“Blue Thunder” is hidden')).toBeInTheDocument());
    // Toasted only once the dialog is gone: while it is open the toasts are inert, unheard.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/admin/vehicles/v1/hide', { reason: 'Advertising' });
    // Restore took the place of Hide, the dialog's opener: focus goes to the page's heading.
    expect(screen.queryByRole('button', { name: 'Hide Blue Thunder' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Vehicles', level: 1 }),
    );
  });

  it('keeps the dialog and the reason when the server refuses, and says why inside it', async () => {
    get.mockResolvedValue(listOf(car()));
    post.mockRejectedValue(
      httpError(409, errorPayload(409, 'Conflict', 'validation.vehicleAlreadyHidden')),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Hide Blue Thunder' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Hide the car' }));
    // Inside the modal: a toast outside it is hidden from screen readers while it is open.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The car is hidden already');
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Advertising');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('says inside the photo’s reason dialog why a deletion failed, keeping the reason', async () => {
    get.mockImplementation(async (url: string) =>
      url === '/admin/vehicles/v1/photos'
        ? {
            data: {
              preview: null,
              images: [{ id: 'i1', url: '/media/1.webp', cardUrl: '/media/1.card.webp' }],
            },
          }
        : listOf(car()),
    );
    post.mockRejectedValue(httpError(404, errorPayload(404, 'Not Found', 'Not Found')));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Photos of Blue Thunder' }));
    const photos = screen.getByRole('dialog', { name: 'Photos of “Blue Thunder”' });
    await user.click(await within(photos).findByRole('button', { name: 'Delete photo 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete photo 1?' });
    await user.type(within(confirm).getByRole('textbox', { name: /^Reason/ }), 'Not a car');
    await user.click(within(confirm).getByRole('button', { name: 'Delete the photo' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      i18n.t('common:errors.not_found'),
    );
    expect(within(confirm).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Not a car');
  });

  it('shows the preview and the gallery, and deletes the preview with a reason', async () => {
    get.mockImplementation(async (url: string) => {
      if (url === '/admin/vehicles/v1/photos') {
        return {
          data: {
            preview: { url: '/media/p.webp', cardUrl: '/media/p.card.webp' },
            images: [{ id: 'i1', url: '/media/1.webp', cardUrl: '/media/1.card.webp' }],
          },
        };
      }
      return listOf(car());
    });
    post.mockResolvedValue({ status: 204, data: null });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Photos of Blue Thunder' }));
    const photos = screen.getByRole('dialog', { name: 'Photos of “Blue Thunder”' });
    expect(
      await within(photos).findByRole('img', { name: 'Blue Thunder, the preview image' }),
    ).toBeVisible();
    expect(within(photos).getByRole('img', { name: 'Blue Thunder, photo 1' })).toBeVisible();
    const status = within(photos).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(within(photos).getByRole('button', { name: 'Delete the preview image' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the preview image?' });
    // The photos dialog stays open beneath (inert meanwhile), not closed and mounted afresh.
    expect(screen.getByRole('dialog', { name: 'Photos of “Blue Thunder”', hidden: true })).toBe(
      photos,
    );
    await user.type(within(confirm).getByRole('textbox', { name: /^Reason/ }), 'Not a car');
    await user.click(within(confirm).getByRole('button', { name: 'Delete the photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Delete/ })).toBeNull());
    // The same live region, its text changed after it was mounted: screen readers announce that.
    expect(within(screen.getByRole('dialog')).getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('The photo is deleted');
    expect(post).toHaveBeenCalledWith('/admin/vehicles/v1/preview/delete', { reason: 'Not a car' });

    await user.click(within(photos).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Photos of Blue Thunder' }),
    );
  });

  it('speaks Ukrainian', async () => {
    get.mockResolvedValue(listOf(car()));
    await act(() => i18n.changeLanguage('uk'));
    open();
    expect(await screen.findByRole('button', { name: 'Приховати Blue Thunder' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Автомобілі' })).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
  });

  it('tells staff without the permission that the section is not for them', () => {
    sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, { ...MODERATOR, permissions: [] });
    open();
    expect(screen.getByText('Not for your role')).toBeVisible();
    expect(get).not.toHaveBeenCalled();
  });
});
