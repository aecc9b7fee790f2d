import { apiClient } from '@carclub/api-client';
import type { Vehicle } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { EditCarPage } from '../../../pages/edit-car-page';
import { vehicleKeys } from '../../../lib/api/query-keys';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { referenceAnswer, vehicle, VEHICLE_ID } from '../../../test-utils/vehicle-fixtures';

// The Media tab is another feature's; here it only has to be there.
jest.mock('../../vehicle-media', () => ({
  VehicleMedia: ({ vehicle: shown }: { vehicle: Vehicle }) => <p>Media of {shown.name}</p>,
}));

const { get, patch } = fakeApiMethods(apiClient);

let ownVehicle: () => Promise<{ data: unknown }>;

setupTestEnvironment();
beforeEach(() => {
  ownVehicle = async () => ({ data: vehicle() });
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === `/private-transport/${VEHICLE_ID}`) return ownVehicle();
    const answer = referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
});

const open = (url = `/edit-car/${VEHICLE_ID}`) =>
  renderPage(<EditCarPage />, '/edit-car/:carId', url);
const control = (name: RegExp) => screen.getByLabelText(name);
const select = (name: RegExp) => screen.getByRole('combobox', { name });

/** The header's status, read as "Status: …" (the select's options hold the same words). */
const statusBadge = (label: string) => (_: string, element: Element | null) =>
  element?.textContent === `Status: ${label}`;

async function openLoaded(url?: string) {
  const view = open(url);
  await screen.findByRole('heading', { level: 1, name: 'Golf GTI' });
  return view;
}

describe('the edit page when the car cannot be shown', () => {
  it('says a missing car does not exist, with a way back to the list', async () => {
    ownVehicle = () => Promise.reject(httpError(404, errorPayload(404, 'Not Found', 'Not Found')));
    open();
    expect(
      await screen.findByText(
        "The vehicle you're trying to edit doesn't exist or has been deleted.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my vehicles' })).toHaveAttribute(
      'href',
      '/my/cars',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('tells another user they may not edit the car', async () => {
    ownVehicle = () => Promise.reject(httpError(403, errorPayload(403, 'Forbidden', 'Forbidden')));
    open();
    expect(
      await screen.findByText("You don't have permission to edit this vehicle."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
  });

  it('offers another try after any other failure', async () => {
    ownVehicle = () =>
      Promise.reject(httpError(500, errorPayload(500, 'Internal Server Error', 'boom')));
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByText('Failed to load the vehicle. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Internal server error. Please try again later')).toBeInTheDocument();

    ownVehicle = async () => ({ data: vehicle() });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Golf GTI' })).toBeInTheDocument();
  });
});

describe('the edit page', () => {
  it('shows the car’s name, status and public page, and the stored values in the form', async () => {
    await openLoaded();
    expect(screen.getByText(statusBadge('In the garage'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute(
      'href',
      '/u/ann_rides/car/golf-gti-2019',
    );
    expect(screen.getByRole('tab', { name: 'Base Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(control(/^Name/)).toHaveValue('Golf GTI');
    expect(control(/^Engine capacity/)).toHaveValue('2');
    expect(select(/^Status/)).toHaveValue('active');
    // The car's own model shows at once, and stays once the list has arrived.
    expect(select(/^Model/)).toHaveValue('volkswagen-golf');
    await waitFor(() => expect(within(select(/^Model/)).getAllByRole('option')).toHaveLength(3));
    expect(select(/^Model/)).toHaveValue('volkswagen-golf');
    expect(screen.getByText('Heated seats')).toBeInTheDocument();
  });

  it('has no moderation banner for a car everyone sees', async () => {
    await openLoaded();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('tells the owner of a hidden car why, and what to do, in their language', async () => {
    ownVehicle = async () => ({
      data: vehicle({
        hidden: { at: '2026-03-04T10:00:00.000Z', reason: 'A phone number in the description' },
      }),
    });
    await openLoaded();
    const banner = screen.getByRole('note', { name: 'A moderator hid this car' });
    expect(banner).toHaveTextContent('Since March 4, 2026 its public page');
    expect(banner).toHaveTextContent('The moderator’s reason: “A phone number in the description”');
    expect(banner).toHaveTextContent('A moderator can then show it again');
    // The owner still edits it.
    expect(control(/^Name/)).toHaveValue('Golf GTI');

    await act(() => i18n.changeLanguage('uk'));
    expect(screen.getByRole('note', { name: 'Модератор приховав це авто' })).toHaveTextContent(
      'Причина від модератора: «A phone number in the description»',
    );
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the stored VIN choice and sends it changed, unticked as well as ticked', async () => {
    ownVehicle = async () => ({ data: vehicle({ vin: '1M8GDM9AXKP042788', vinPublic: true }) });
    const user = userEvent.setup();
    await openLoaded();
    const show = screen.getByRole('checkbox', { name: 'Show the VIN on the public page' });
    expect(show).toBeChecked();

    await user.click(show);
    expect(show).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeEnabled();
    patch.mockResolvedValueOnce({ data: vehicle({ vin: '1M8GDM9AXKP042788', vinPublic: false }) });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(
      `/private-transport/${VEHICLE_ID}`,
      expect.objectContaining({ vin: '1M8GDM9AXKP042788', vinPublic: false }),
    );
    expect(show).not.toBeChecked();

    await user.click(show);
    patch.mockResolvedValueOnce({ data: vehicle({ vin: '1M8GDM9AXKP042788', vinPublic: true }) });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patch).toHaveBeenCalledTimes(2));
    expect(patch).toHaveBeenLastCalledWith(
      `/private-transport/${VEHICLE_ID}`,
      expect.objectContaining({ vinPublic: true }),
    );
  });

  it('opens the tab named in the URL and keeps unsaved input across tabs', async () => {
    const user = userEvent.setup();
    const { router } = await openLoaded(`/edit-car/${VEHICLE_ID}?tab=media`);
    expect(screen.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
    // The tab's code loads when it opens (the drag-and-drop gallery is not part of the page).
    expect(await screen.findByText('Media of Golf GTI')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Base Information' }));
    expect(router.state.location.search).toBe('');
    await user.clear(control(/^Name/));
    await user.type(control(/^Name/), 'Golf R');
    await user.click(screen.getByRole('tab', { name: 'Base Information' }));
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=media');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(control(/^Name/)).toHaveValue('Golf R');
  });

  it('saves the whole form, says so, refreshes the caches and starts clean from the answer', async () => {
    const invalidate = jest.spyOn(QueryClient.prototype, 'invalidateQueries');
    const user = userEvent.setup();
    await openLoaded();

    await user.selectOptions(select(/^Status/), 'selling');
    await user.type(
      screen.getByRole('textbox', { name: 'New item in “Engine”' }),
      'Stage 1{Enter}',
    );
    await user.click(screen.getAllByRole('button', { name: 'Add a category' })[0]!);
    const categoryName = screen.getByRole('textbox', { name: /^Category name/ });
    expect(categoryName).toHaveFocus();
    await user.type(categoryName, 'Winter');
    await user.type(
      screen.getByRole('textbox', { name: 'New item in “Winter”' }),
      'Studded tyres{Enter}',
    );
    await user.type(control(/^Purchase price/), '21 000');
    await user.selectOptions(select(/^Currency/), 'EUR');
    await user.type(control(/^Purchase date/), '2021-05-14');
    await user.clear(control(/^Engine capacity/));
    await user.type(control(/^Engine capacity/), '1,984');

    const saved = vehicle({
      status: 'selling',
      engineCapacity: 1.984,
      purchasePrice: 21000,
      currency: 'EUR',
      purchaseDate: '2021-05-14',
      features: {
        comfort: ['Heated seats'],
        safety: [],
        tech: [],
        performance: [],
        custom: [{ name: 'Winter', items: ['Studded tyres'] }],
      },
      modifications: {
        engine: ['Stage 1'],
        suspension: [],
        exterior: [],
        interior: [],
        wheelsAndTires: [],
        custom: [],
      },
    });
    patch.mockResolvedValueOnce({ data: saved });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(
      `/private-transport/${VEHICLE_ID}`,
      expect.objectContaining({
        status: 'selling',
        engineCapacity: 1.984,
        purchasePrice: 21000,
        currency: 'EUR',
        purchaseDate: '2021-05-14',
        currentValue: null,
        weight: null,
        vin: '',
        features: saved.features,
        modifications: saved.modifications,
      }),
    );
    expect(screen.getByText(statusBadge('For sale'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    expect(control(/^Purchase price/)).toHaveValue('21000');
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: vehicleKeys.own }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: vehicleKeys.general, refetchType: 'none' });
    // The answer is the saved car: it is not fetched again.
    expect(
      get.mock.calls.filter(([url]) => url === `/private-transport/${VEHICLE_ID}`),
    ).toHaveLength(1);
    invalidate.mockRestore();
  });

  it('shows the server’s messages under the lists and fields they name', async () => {
    const user = userEvent.setup();
    await openLoaded();
    await user.click(screen.getAllByRole('button', { name: 'Add a category' })[0]!);
    await user.type(screen.getByRole('textbox', { name: /^Category name/ }), 'Winter');
    patch.mockRejectedValueOnce(
      httpError(
        400,
        errorPayload(400, 'Bad Request', 'Bad Request', {
          'features.comfort.0': ['validation.tooLong'],
          'features.custom.0.name': ['validation.duplicateCategory'],
          purchaseDate: ['validation.dateInFuture'],
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Text is too long')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New item in “Comfort”' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Category name/ })).toHaveAccessibleDescription(
      'A category with this name already exists',
    );
    expect(control(/^Purchase date/)).toHaveAccessibleDescription('Date cannot be in the future');
    expect(screen.queryByText('The changes were not saved')).not.toBeInTheDocument();
  });

  it('explains a refused save in a toast and keeps the edits', async () => {
    const user = userEvent.setup();
    await openLoaded();
    await user.clear(control(/^Name/));
    await user.type(control(/^Name/), 'Golf R');
    patch.mockRejectedValueOnce(httpError(404, errorPayload(404, 'Not Found', 'Not Found')));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The changes were not saved')).toBeInTheDocument();
    expect(
      screen.getByText("The vehicle you're trying to edit doesn't exist or has been deleted."),
    ).toBeInTheDocument();
    expect(control(/^Name/)).toHaveValue('Golf R');
  });

  it('needs a currency for a price before anything is sent', async () => {
    const user = userEvent.setup();
    await openLoaded();
    await user.type(control(/^Purchase price/), '21000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(select(/^Currency/)).toHaveAccessibleDescription('Choose a currency for the amount'),
    );
    expect(patch).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes; Cancel keeps them, Leave goes', async () => {
    const user = userEvent.setup();
    const { router } = await openLoaded();
    await act(() => router.navigate('/my/cars'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/cars'));

    act(() => {
      void router.navigate(`/edit-car/${VEHICLE_ID}`);
    });
    await screen.findByRole('heading', { level: 1, name: 'Golf GTI' });
    await user.clear(control(/^Name/));
    await user.type(control(/^Name/), 'Golf R');
    expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes.');

    const reload = new Event('beforeunload', { cancelable: true });
    fireEvent(window, reload);
    expect(reload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'View the public page' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/edit-car/${VEHICLE_ID}`);
    expect(control(/^Name/)).toHaveValue('Golf R');

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(control(/^Name/)).toHaveValue('Golf GTI');
    const afterDiscard = new Event('beforeunload', { cancelable: true });
    fireEvent(window, afterDiscard);
    expect(afterDiscard.defaultPrevented).toBe(false);

    await user.type(control(/^Name/), '!');
    // As a click on a link would, leaving takes the focus off the field first.
    await user.click(screen.getByRole('heading', { level: 1 }));
    act(() => {
      void router.navigate('/my/cars');
    });
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/cars'));
  });
});
