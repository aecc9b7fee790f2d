import { apiClient } from '@carclub/api-client';
import type { AdminReferenceItem } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { ReferenceDataManager } from '../components/reference-data-manager';

const methods = fakeApiMethods(apiClient);

setupTestEnvironment();

const item = (overrides: Partial<AdminReferenceItem>): AdminReferenceItem => ({
  id: 'red',
  name: 'Red',
  nameUk: 'Червоний',
  nameEn: 'Red',
  manufacturerId: null,
  manufacturerName: null,
  hex: '#c0161d',
  vehicles: 0,
  ...overrides,
});

const page = (items: AdminReferenceItem[]) => ({
  data: { items, total: items.length, page: 1, limit: 50 },
});

beforeEach(() => {
  methods.get.mockImplementation(async (url: string) =>
    url === '/admin/reference/colors'
      ? page([
          item({ vehicles: 3 }),
          item({ id: 'pink', name: 'Pink', nameUk: 'Рожевий', nameEn: 'Pink' }),
        ])
      : page([]),
  );
});

afterEach(() => i18n.changeLanguage('en'));

const open = (url = '/dashboard/reference?list=colors') =>
  renderPage(<ReferenceDataManager />, '/dashboard/reference', url);

describe('reference data', () => {
  it('lists the chosen list with both names and the vehicles using each item', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Colors: 2 in all' });
    const red = within(table).getByRole('row', { name: /Червоний/ });
    expect(
      within(red)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Червоний', 'Red', '#c0161d', '3', 'EditDelete']);
  });

  it('says, in the reader’s language, how many vehicles keep an item from being deleted', async () => {
    methods.delete.mockRejectedValue(
      httpError(409, {
        ...errorPayload(409, 'Conflict', 'Used by 3 vehicle(s)'),
        details: { constraint: 'in_use', count: 3 },
      }),
    );
    await i18n.changeLanguage('uk');
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Видалити Червоний' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Видалити' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '«Червоний» вказано в 3 автомобілях, тож видалити не можна.',
    );
    expect(methods.delete).toHaveBeenCalledWith('/admin/reference/colors/red');
  });

  it('adds an item with its Ukrainian and English names, after saying what is missing', async () => {
    methods.post.mockResolvedValue({ status: 201, data: { id: 'sea-green' } });
    open();
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a color' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required field')).not.toHaveLength(0);
    expect(methods.post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /^Name\s*\*?$/ }), 'Sea green');
    await user.type(within(dialog).getByLabelText(/^Name in Ukrainian/), 'Морська хвиля');
    await user.type(within(dialog).getByLabelText(/^Name in English/), 'Sea green');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(methods.post).toHaveBeenCalledWith('/admin/reference/colors', {
      name: 'Sea green',
      nameUk: 'Морська хвиля',
      nameEn: 'Sea green',
      manufacturerId: null,
      hex: '#808080',
    });
  });

  it('deletes an item and puts focus in the search field, as the row and its button are gone', async () => {
    methods.delete.mockResolvedValue({ status: 204, data: null });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Pink' }));
    methods.get.mockResolvedValue(page([item({ vehicles: 3 })]));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(methods.delete).toHaveBeenCalledWith('/admin/reference/colors/pink');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Pink' })).not.toBeInTheDocument(),
    );
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }));
  });

  it('names the field of a duplicate English name by its label, in both languages', async () => {
    // What the API answers for a clash (httpErrors.conflict('nameEn')).
    methods.post.mockRejectedValue(
      httpError(409, {
        ...errorPayload(409, 'Conflict', 'nameEn already exists', {
          nameEn: ['errors.unique_constraint'],
        }),
        details: { constraint: 'unique', fields: { nameEn: ['errors.unique_constraint'] } },
      }),
    );
    const user = userEvent.setup();
    const addRed = async (addLabel: string, dialogName: string, nameLabel: RegExp) => {
      await user.click(await screen.findByRole('button', { name: addLabel }));
      const dialog = screen.getByRole('dialog', { name: dialogName });
      await user.type(within(dialog).getByRole('textbox', { name: /^(Name|Назва)\s*\*?$/ }), 'Red');
      await user.type(
        within(dialog).getByLabelText(/^(Name in Ukrainian|Назва українською)/),
        'Червоний',
      );
      await user.type(within(dialog).getByLabelText(nameLabel), 'Red');
      await user.click(within(dialog).getByRole('button', { name: /^(Save|Зберегти)$/ }));
      return dialog;
    };

    const { unmount } = open();
    const dialog = await addRed('Add', 'Add a color', /^Name in English/);
    expect(await within(dialog).findByText('Name in English already exists')).toBeVisible();
    expect(within(dialog).queryByText(/nameEn/)).not.toBeInTheDocument();
    unmount();

    await i18n.changeLanguage('uk');
    open();
    const ukDialog = await addRed('Додати', 'Додати колір', /^Назва англійською/);
    expect(
      await within(ukDialog).findByText('Значення поля «Назва англійською» вже існує'),
    ).toBeVisible();
  });

  it('says inside the dialog why a save failed, keeping what was typed', async () => {
    methods.post.mockRejectedValue(httpError(500, errorPayload(500, 'Internal Server Error', '')));
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a color' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name\s*\*?$/ }), 'Sea green');
    await user.type(within(dialog).getByLabelText(/^Name in Ukrainian/), 'Морська хвиля');
    await user.type(within(dialog).getByLabelText(/^Name in English/), 'Sea green');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Could not save: ${i18n.t('common:errors.server_error')}`,
    );
    expect(within(dialog).getByLabelText(/^Name in English/)).toHaveValue('Sea green');
  });

  it('keeps the list and search in the address', async () => {
    const { router } = open('/dashboard/reference?list=colors');
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'чер{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?list=colors&search=%D1%87%D0%B5%D1%80'),
    );
    expect(methods.get).toHaveBeenLastCalledWith('/admin/reference/colors', {
      params: { search: 'чер', page: 1 },
      signal: expect.any(AbortSignal),
    });
  });
});
