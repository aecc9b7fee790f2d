import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { AddCarPage } from '../../../pages/add-car-page';
import { vehicleKeys } from '../../../lib/api/query-keys';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { referenceAnswer, vehicle, VEHICLE_ID } from '../../../test-utils/vehicle-fixtures';

const { get, post } = fakeApiMethods(apiClient);

setupTestEnvironment();
beforeEach(() => {
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    const answer = referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const open = () => renderPage(<AddCarPage />, '/add-car');
const control = (name: RegExp) => screen.getByLabelText(name);
const select = (name: RegExp) => screen.getByRole('combobox', { name });

async function fillRequired(user: UserEvent) {
  await user.type(control(/^Name/), 'Golf GTI');
  await user.type(control(/^Year/), '2019');
  await waitFor(() =>
    expect(within(select(/^Manufacturer/)).getAllByRole('option')).toHaveLength(3),
  );
  await user.selectOptions(select(/^Manufacturer/), 'volkswagen');
  await waitFor(() => expect(select(/^Model/)).toBeEnabled());
  await waitFor(() => expect(within(select(/^Model/)).getAllByRole('option')).toHaveLength(3));
  await user.selectOptions(select(/^Model/), 'volkswagen-golf');
  await waitFor(() => expect(within(select(/^Body type/)).getAllByRole('option')).toHaveLength(3));
  await user.selectOptions(select(/^Body type/), 'hatchback');
  await waitFor(() => expect(within(select(/^Color/)).getAllByRole('option')).toHaveLength(3));
  await user.selectOptions(select(/^Color/), 'red');
  await user.selectOptions(select(/^Fuel type/), 'petrol');
  await user.selectOptions(select(/^Transmission/), 'manual');
  await user.selectOptions(select(/^Drive type/), 'front');
}

/** Navigation the page may block: it settles while the test waits for what it shows. */
function leaveTo(router: { navigate: (path: string) => Promise<void> }, path: string) {
  act(() => {
    void router.navigate(path);
  });
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Add the car' }));

describe('the add-car form', () => {
  it('offers models only once a manufacturer is chosen, and starts over with another one', async () => {
    const user = userEvent.setup();
    open();
    const model = select(/^Model/);
    expect(model).toBeDisabled();
    expect(model).toHaveDisplayValue('Choose a manufacturer first');
    expect(get).not.toHaveBeenCalledWith('/models', expect.anything());

    await waitFor(() =>
      expect(within(select(/^Manufacturer/)).getAllByRole('option')).toHaveLength(3),
    );
    await user.selectOptions(select(/^Manufacturer/), 'volkswagen');
    await waitFor(() => expect(model).toBeEnabled());
    expect(get).toHaveBeenCalledWith(
      '/models',
      expect.objectContaining({ params: { manufacturerId: 'volkswagen', v: '0' } }),
    );
    await waitFor(() =>
      expect(
        within(model)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose…', 'Golf', 'Passat']),
    );
    await user.selectOptions(model, 'volkswagen-passat');
    expect(model).toHaveValue('volkswagen-passat');

    await user.selectOptions(select(/^Manufacturer/), 'bmw');
    expect(model).toHaveValue('');
    await waitFor(() =>
      expect(
        within(model)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose…', 'X5']),
    );
  });

  it('names the references in the interface language, falling back to the plain name', async () => {
    await act(() => i18n.changeLanguage('uk'));
    open();
    const manufacturer = screen.getByRole('combobox', { name: /^Марка/ });
    await waitFor(() =>
      expect(
        within(manufacturer)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Оберіть…',
        // Ukrainian collation puts Cyrillic first.
        'Фольксваген',
        'BMW',
      ]),
    );
  });

  it('validates a select as soon as a choice is made', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() =>
      expect(within(select(/^Manufacturer/)).getAllByRole('option')).toHaveLength(3),
    );
    await user.selectOptions(select(/^Manufacturer/), 'bmw');
    await user.selectOptions(select(/^Manufacturer/), '');
    expect(select(/^Manufacturer/)).toHaveFocus();
    await waitFor(() =>
      expect(select(/^Manufacturer/)).toHaveAccessibleDescription('Manufacturer is required'),
    );
  });

  describe.each([
    [
      'en',
      {
        required: 'Required field',
        manufacturer: 'Manufacturer is required',
        model: 'Model is required',
        bodyType: 'Body type is required',
        color: 'Color is required',
        year: 'Invalid year',
        nonNegative: 'Value must be non-negative',
        number: 'Enter a valid number',
        vinLength: 'VIN must be 17 characters',
        vinChars: 'VIN may contain only Latin letters (except I, O and Q) and digits',
        vinCheckDigit: 'VIN check digit does not match. Please check the number',
      },
    ],
    [
      'uk',
      {
        required: 'Обов’язкове поле',
        manufacturer: 'Оберіть марку',
        model: 'Оберіть модель',
        bodyType: 'Оберіть тип кузова',
        color: 'Оберіть колір',
        year: 'Некоректний рік',
        nonNegative: 'Значення не може бути від’ємним',
        number: 'Введіть коректне число',
        vinLength: 'VIN має містити 17 символів',
        vinChars: 'VIN може містити лише латинські літери (крім I, O та Q) і цифри',
        vinCheckDigit: 'Контрольна цифра VIN не збігається. Перевірте номер',
      },
    ],
  ] as const)('in %s', (language, messages) => {
    const labels =
      language === 'en'
        ? {
            name: /^Name/,
            year: /^Year/,
            manufacturer: /^Manufacturer/,
            model: /^Model/,
            bodyType: /^Body type/,
            color: /^Color/,
            mileage: /^Mileage/,
            power: /^Power/,
            vin: /^VIN/,
            submit: 'Add the car',
          }
        : {
            name: /^Назва/,
            year: /^Рік випуску/,
            manufacturer: /^Марка/,
            model: /^Модель/,
            bodyType: /^Тип кузова/,
            color: /^Колір/,
            mileage: /^Пробіг/,
            power: /^Потужність/,
            vin: /^VIN-код/,
            submit: 'Додати авто',
          };

    beforeEach(async () => {
      await act(() => i18n.changeLanguage(language));
    });

    it('shows the spec’s message of each required field after a submit, and sends nothing', async () => {
      const user = userEvent.setup();
      open();
      await user.click(screen.getByRole('button', { name: labels.submit }));
      await waitFor(() =>
        expect(control(labels.name)).toHaveAccessibleDescription(
          expect.stringContaining(messages.required),
        ),
      );
      expect(control(labels.name)).toHaveFocus();
      expect(control(labels.year)).toHaveAccessibleDescription(messages.required);
      expect(control(labels.manufacturer)).toHaveAccessibleDescription(messages.manufacturer);
      expect(control(labels.model)).toHaveAccessibleDescription(messages.model);
      expect(control(labels.bodyType)).toHaveAccessibleDescription(messages.bodyType);
      expect(control(labels.color)).toHaveAccessibleDescription(messages.color);
      expect(post).not.toHaveBeenCalled();
    });

    it.each([
      ['year', '1800', 'year'],
      ['year', 'next', 'year'],
      ['mileage', '-5', 'nonNegative'],
      ['power', 'a lot', 'number'],
      ['vin', 'WVWZZZ1KZJW00000', 'vinLength'],
      ['vin', 'WVWZZZ1KZJW00000O', 'vinChars'],
      ['vin', '1M8GDM9A1KP042788', 'vinCheckDigit'],
    ] as const)('checks %s %j once the field is left', async (field, typed, message) => {
      const user = userEvent.setup();
      open();
      await user.type(control(labels[field]), typed);
      await user.tab();
      await waitFor(() =>
        expect(control(labels[field])).toHaveAccessibleDescription(
          expect.stringContaining(messages[message]),
        ),
      );
    });
  });

  it('reads decimal commas and grouped thousands, and sends the cleaned-up payload', async () => {
    post.mockResolvedValueOnce({ data: vehicle() });
    const user = userEvent.setup();
    open();
    await fillRequired(user);
    await user.type(control(/^Engine capacity/), '1,4');
    await user.type(control(/^Power/), '245');
    await user.type(control(/^Mileage/), '52 000');
    await user.type(control(/^VIN/), ' 1m8gdm9axkp042788');
    await user.selectOptions(select(/^Condition/), 'good');
    await submit(user);

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/private-transport', {
      name: 'Golf GTI',
      description: '',
      year: 2019,
      manufacturerId: 'volkswagen',
      modelId: 'volkswagen-golf',
      bodyTypeId: 'hatchback',
      colorId: 'red',
      fuelType: 'petrol',
      transmission: 'manual',
      driveType: 'front',
      engineCapacity: 1.4,
      enginePower: 245,
      mileage: 52000,
      vin: '1M8GDM9AXKP042788',
      vinPublic: false,
      condition: 'good',
    });
  });

  it('keeps the VIN off the public page unless the box beside it is ticked, by keyboard too', async () => {
    post.mockResolvedValueOnce({ data: vehicle() });
    const user = userEvent.setup();
    open();
    const show = screen.getByRole('checkbox', { name: 'Show the VIN on the public page' });
    expect(show).not.toBeChecked();
    expect(show).toHaveAccessibleDescription(
      'Off by default: a VIN in plain view can be copied onto a stolen car or forged papers.',
    );
    await fillRequired(user);
    await user.type(control(/^VIN/), '1M8GDM9AXKP042788');
    await user.tab();
    expect(show).toHaveFocus();
    await user.keyboard(' ');
    expect(show).toBeChecked();
    await submit(user);

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      '/private-transport',
      expect.objectContaining({ vin: '1M8GDM9AXKP042788', vinPublic: true }),
    );
  });

  it('names the VIN checkbox and says why it is off in Ukrainian', async () => {
    await act(() => i18n.changeLanguage('uk'));
    open();
    const show = screen.getByRole('checkbox', { name: 'Показувати VIN-код на публічній сторінці' });
    expect(show).not.toBeChecked();
    expect(show).toHaveAccessibleDescription(/^Типово вимкнено: /);
  });

  it('on success says so, opens the new car’s edit page in place of this one and refreshes the lists', async () => {
    const invalidate = jest.spyOn(QueryClient.prototype, 'invalidateQueries');
    post.mockResolvedValueOnce({ data: vehicle() });
    const user = userEvent.setup();
    const { router } = open();
    await fillRequired(user);
    await submit(user);

    expect(await screen.findByText('Car added')).toBeInTheDocument();
    expect(
      screen.getByText('Golf GTI is in your garage. Add photos and details here.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/edit-car/${VEHICLE_ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: vehicleKeys.own }));
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: vehicleKeys.general,
      refetchType: 'none',
    });
    invalidate.mockRestore();
  });

  it('puts the server’s field errors under their fields, focuses the first and keeps the input', async () => {
    post.mockRejectedValueOnce(
      httpError(
        400,
        errorPayload(400, 'Bad Request', 'Bad Request', {
          colorId: ['validation.invalidOption'],
          modelId: ['validation.invalidOption'],
        }),
      ),
    );
    const user = userEvent.setup();
    open();
    await fillRequired(user);
    await user.type(control(/^Mileage/), '52000');
    await submit(user);

    await waitFor(() =>
      expect(select(/^Model/)).toHaveAccessibleDescription('Choose one of the options'),
    );
    expect(select(/^Model/)).toHaveFocus();
    expect(select(/^Color/)).toHaveAccessibleDescription('Choose one of the options');
    expect(control(/^Name/)).toHaveValue('Golf GTI');
    expect(control(/^Mileage/)).toHaveValue('52000');
    expect(screen.queryByText('The car was not added')).not.toBeInTheDocument();
  });

  it('shows any other failure as the catalogue message in a toast, sent once, input kept', async () => {
    post.mockRejectedValueOnce(httpError(500, errorPayload(500, 'Internal Server Error', 'boom')));
    const user = userEvent.setup();
    const { router } = open();
    await fillRequired(user);
    await submit(user);

    expect(await screen.findByText('The car was not added')).toBeInTheDocument();
    expect(screen.getByText('Internal server error. Please try again later')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/add-car');
    expect(control(/^Name/)).toHaveValue('Golf GTI');
    expect(select(/^Model/)).toHaveValue('volkswagen-golf');
  });

  it('asks before leaving with something typed', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.type(control(/^Name/), 'Half-typed');
    // As a click on a link would, leaving takes the focus off the field first.
    await user.click(screen.getByRole('heading', { level: 1 }));
    leaveTo(router, '/my/cars');

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/add-car');
    expect(control(/^Name/)).toHaveValue('Half-typed');

    leaveTo(router, '/my/cars');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/cars'));
  });
});
