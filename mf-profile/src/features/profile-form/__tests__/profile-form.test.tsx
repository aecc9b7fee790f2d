import { apiClient } from '@carclub/api-client';
import { i18n } from '@carclub/i18n';
import { useSessionStore } from '@carclub/session';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@carclub/router';

import { profileQueryOptions } from '../../../lib/api/get-profile';
import { SettingsPage } from '../../../pages/settings-page';
import { currentUser, profile, referenceAnswer } from '../../../test-utils/profile-fixtures';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { get, put } = fakeApiMethods(apiClient);

let ownProfile: () => Promise<{ data: unknown }>;

setupTestEnvironment();
beforeEach(() => {
  ownProfile = async () => ({ data: profile() });
  get.mockImplementation(async (url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/profile') return ownProfile();
    const answer = referenceAnswer(url, config);
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer;
  });
  act(() => useSessionStore.getState().setUser(currentUser()));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** What the page's query cache holds for the profile, shown beside the page. */
function CachedProfile() {
  const { data } = useQuery({ ...profileQueryOptions(), enabled: false });
  return <p data-testid="cached">{data ? `${data.nickname} in ${data.city ?? '-'}` : ''}</p>;
}

async function openLoaded() {
  const view = renderPage(
    <>
      <SettingsPage />
      <CachedProfile />
      {/* Where the header would take the member. */}
      <Link to="/my/cars">My cars</Link>
    </>,
    '/profile/settings',
  );
  await screen.findByRole('textbox', { name: /^Nickname/ });
  // The countries are there before any test picks one.
  await waitFor(() => expect(select(/^Country/)).toBeEnabled());
  return view;
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
/** The profile form's own password input (the Security tab has others); it has no role. */
const profileForm = () =>
  within(screen.getByRole('textbox', { name: /^(Nickname|Нікнейм)/ }).closest('form')!);
const passwordField = (name: RegExp) => profileForm().queryByLabelText(name, { selector: 'input' });
const passwordInput = (name: RegExp) => profileForm().getByLabelText(name, { selector: 'input' });
const select = (name: RegExp) => screen.getByRole('combobox', { name });
const stateRequests = () =>
  get.mock.calls.filter(([url]) => url === '/state').map(([, config]) => config.params.countryId);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const savedProfile = (overrides: Parameters<typeof profile>[0]) => async () => ({
  data: profile(overrides),
});

describe('the profile tab', () => {
  it('shows every profile field with its label, the nickname alone required', async () => {
    ownProfile = savedProfile({
      countryId: 'UA',
      stateId: 'UA-46',
      city: 'Lviv',
      postalCode: '79000',
      phone: '+380 67 123 4567',
      sex: 'female',
      birthday: '1990-05-17',
      aboutMe: 'Old Volvos.',
      socialLinks: { instagram: '@ann.rides', youtube: null, tiktok: null },
    });
    await openLoaded();
    expect(textbox(/^Nickname/)).toBeRequired();
    expect(
      within(screen.getByRole('tabpanel', { name: 'Profile' })).getAllByText('*'),
    ).toHaveLength(1);
    expect(textbox(/^E-mail/)).toHaveValue('ann@example.com');
    expect(textbox(/^E-mail/)).toHaveAttribute('readonly');
    expect(textbox(/^First name/)).toHaveValue('Ann');
    expect(textbox(/^Last name/)).toHaveValue('');
    expect(select(/^Sex/)).toHaveValue('female');
    expect(screen.getByLabelText(/^Birthday/)).toHaveValue('1990-05-17');
    expect(select(/^Country/)).toHaveValue('UA');
    await waitFor(() => expect(select(/^State \/ region/)).toHaveValue('UA-46'));
    expect(textbox(/^City/)).toHaveValue('Lviv');
    expect(textbox(/^Postal code/)).toHaveValue('79000');
    expect(textbox(/^Phone/)).toHaveValue('+380 67 123 4567');
    expect(textbox(/^About me/)).toHaveValue('Old Volvos.');
    expect(textbox(/^About me/)).toHaveAccessibleDescription('11 of 1000 characters');
    expect(textbox(/^Instagram/)).toHaveValue('@ann.rides');
    expect(textbox(/^YouTube/)).toHaveValue('');
    expect(textbox(/^TikTok/)).toHaveValue('');
    for (const name of [/^First name/, /^City/, /^Phone/, /^Instagram/]) {
      expect(textbox(name)).not.toBeRequired();
    }
  });

  it('loads the states only once a country is chosen, and empties the state when it changes', async () => {
    const user = userEvent.setup();
    await openLoaded();
    expect(select(/^State \/ region/)).toBeDisabled();
    expect(
      within(select(/^State \/ region/)).getByRole('option', { name: 'Choose a country first' }),
    ).toBeInTheDocument();
    expect(stateRequests()).toEqual([]);

    await user.selectOptions(select(/^Country/), 'Ukraine');
    await waitFor(() => expect(select(/^State \/ region/)).toBeEnabled());
    expect(stateRequests()).toEqual(['UA']);
    const ukrainian = within(select(/^State \/ region/)).getAllByRole('option');
    expect(ukrainian.map((option) => option.textContent)).toEqual([
      'Choose a state or region',
      'Kyiv',
      'Lviv Oblast',
    ]);
    await user.selectOptions(select(/^State \/ region/), 'Kyiv');
    expect(select(/^State \/ region/)).toHaveValue('UA-30');

    await user.selectOptions(select(/^Country/), 'Poland');
    expect(select(/^State \/ region/)).toHaveValue('');
    await waitFor(() =>
      expect(within(select(/^State \/ region/)).getAllByRole('option')).toHaveLength(4),
    );
    expect(stateRequests()).toEqual(['UA', 'PL']);

    // A day's cache: going back to Ukraine asks nothing again.
    await user.selectOptions(select(/^Country/), 'Ukraine');
    await waitFor(() =>
      expect(within(select(/^State \/ region/)).getAllByRole('option')).toHaveLength(3),
    );
    expect(stateRequests()).toEqual(['UA', 'PL']);
  });

  it('judges the phone and the postal code by the chosen country', async () => {
    const user = userEvent.setup();
    await openLoaded();
    await user.selectOptions(select(/^Country/), 'Ukraine');
    await user.type(textbox(/^Phone/), '+48 512 345 678');
    await user.type(textbox(/^Postal code/), '00-950');
    await user.tab();
    expect(textbox(/^Phone/)).toHaveAccessibleDescription(
      expect.stringContaining('Invalid phone number for selected country'),
    );
    expect(textbox(/^Postal code/)).toHaveAccessibleDescription(
      'Invalid postal code for selected country',
    );

    // The same text is right for Poland: the verdict follows the country.
    await user.selectOptions(select(/^Country/), 'Poland');
    await waitFor(() =>
      expect(textbox(/^Postal code/)).not.toHaveAccessibleDescription(
        'Invalid postal code for selected country',
      ),
    );
    expect(textbox(/^Phone/)).not.toHaveAccessibleDescription(
      expect.stringContaining('Invalid phone number'),
    );
    await save();
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0]?.[1]).toMatchObject({
      countryId: 'PL',
      phone: '+48 512 345 678',
      postalCode: '00-950',
    });
  });

  it('says so in Ukrainian too', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('uk'));
    renderPage(<SettingsPage />, '/profile/settings');
    const phone = await screen.findByRole('textbox', { name: /^Телефон/ });
    await waitFor(() => expect(select(/^Країна/)).toBeEnabled());
    await user.selectOptions(select(/^Країна/), 'Україна');
    await user.type(phone, '+48 512 345 678');
    await user.type(textbox(/^Поштовий індекс/), '123');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Некоректний номер телефону для вибраної країни'),
    );
    expect(textbox(/^Поштовий індекс/)).toHaveAccessibleDescription(
      'Некоректний поштовий індекс для вибраної країни',
    );
  });

  it('refuses a birthday that has not happened yet, and counts the about-me text', async () => {
    const user = userEvent.setup();
    await openLoaded();
    const nextYear = new Date().getFullYear() + 1;
    await user.type(screen.getByLabelText(/^Birthday/), `${nextYear}-01-01`);
    await user.tab();
    expect(screen.getByLabelText(/^Birthday/)).toHaveAccessibleDescription(
      'Date must be in the past',
    );
    await user.type(textbox(/^About me/), 'Four');
    expect(textbox(/^About me/)).toHaveAccessibleDescription('4 of 1000 characters');
  });

  it('takes a handle or a link and shows it the way it will be saved', async () => {
    const user = userEvent.setup();
    await openLoaded();
    await user.type(textbox(/^Instagram/), 'ann.rides');
    await user.type(textbox(/^YouTube/), 'youtube.com/@AnnRides');
    await user.type(textbox(/^TikTok/), 'instagram.com/ann');
    await user.tab();
    expect(textbox(/^Instagram/)).toHaveValue('@ann.rides');
    expect(textbox(/^YouTube/)).toHaveValue('https://youtube.com/@AnnRides');
    expect(textbox(/^TikTok/)).toHaveAccessibleDescription('Invalid link for this social network');
  });
});

describe('saving the profile', () => {
  it('sends the form, says so, and updates the cached profile and the header’s nickname', async () => {
    const user = userEvent.setup();
    put.mockImplementation(async (_url: string, body: Record<string, unknown>) => ({
      data: profile({ nickname: 'ann_drives', city: 'Odesa', firstName: 'Ann', sex: null }),
      body,
    }));
    const { router } = await openLoaded();
    expect(screen.getByTestId('cached')).toHaveTextContent('ann_rides in -');
    await user.clear(textbox(/^Nickname/));
    await user.type(textbox(/^Nickname/), 'ann_drives');
    await user.type(passwordInput(/^Current password/), 'my password');
    await user.type(textbox(/^City/), 'Odesa');
    await user.type(textbox(/^Instagram/), 'ann.rides');
    await save();

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/profile', {
      nickname: 'ann_drives',
      currentPassword: 'my password',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: '',
      countryId: '',
      stateId: '',
      city: 'Odesa',
      postalCode: '',
      phone: '',
      sex: null,
      birthday: '',
      aboutMe: '',
      socialLinks: { instagram: '@ann.rides', youtube: '', tiktok: '' },
    });
    expect(screen.getByTestId('cached')).toHaveTextContent('ann_drives in Odesa');
    expect(useSessionStore.getState().user?.nickname).toBe('ann_drives');
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
    // The answer is the new starting point: nothing to discard, nothing to ask about.
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'My cars' }));
    expect(router.state.location.pathname).toBe('/my/cars');
  });

  it('asks for the current password only while the nickname changes, in English and Ukrainian', async () => {
    const user = userEvent.setup();
    put.mockRejectedValue(
      httpError(
        400,
        errorPayload(400, 'Bad Request', 'Bad Request', {
          currentPassword: ['messages.currentPasswordIncorrect'],
        }),
      ),
    );
    await openLoaded();
    expect(passwordField(/^Current password/)).toBeNull();
    // A change of letter case is free, as the API says.
    await user.clear(textbox(/^Nickname/));
    await user.type(textbox(/^Nickname/), 'Ann_Rides');
    expect(passwordField(/^Current password/)).toBeNull();

    await user.clear(textbox(/^Nickname/));
    await user.type(textbox(/^Nickname/), 'ann_drives');
    const password = passwordInput(/^Current password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(
        'Needed to change the nickname; we will e-mail you about the change.',
      ),
    );
    await user.type(password, 'a wrong one');
    await save();
    await waitFor(() =>
      expect(passwordInput(/^Current password/)).toHaveAccessibleDescription(
        expect.stringContaining('Current password is incorrect'),
      ),
    );
    expect(passwordInput(/^Current password/)).toHaveFocus();
    expect(textbox(/^Nickname/)).toHaveValue('ann_drives');

    await act(() => i18n.changeLanguage('uk'));
    expect(passwordInput(/^Поточний пароль/)).toHaveAccessibleDescription(
      expect.stringContaining('Потрібен, щоб змінити нікнейм'),
    );
    await user.clear(textbox(/^Нікнейм/));
    await user.type(textbox(/^Нікнейм/), 'ann_rides');
    expect(passwordField(/^Поточний пароль/)).toBeNull();
  });

  it('puts a taken nickname under its field and keeps everything typed', async () => {
    const user = userEvent.setup();
    put.mockRejectedValue(
      httpError(
        409,
        errorPayload(409, 'Conflict', 'Nickname already exists', { nickname: ['nickname'] }),
      ),
    );
    await openLoaded();
    await user.clear(textbox(/^Nickname/));
    await user.type(textbox(/^Nickname/), 'taken_name');
    await user.type(textbox(/^City/), 'Kharkiv');
    await save();

    await waitFor(() =>
      expect(textbox(/^Nickname/)).toHaveAccessibleDescription(
        expect.stringContaining('This nickname is already in use'),
      ),
    );
    expect(textbox(/^Nickname/)).toHaveFocus();
    expect(await screen.findByText('The profile was not saved')).toBeInTheDocument();
    expect(textbox(/^Nickname/)).toHaveValue('taken_name');
    expect(textbox(/^City/)).toHaveValue('Kharkiv');
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.nickname).toBe('ann_rides');
    expect(screen.getByTestId('cached')).toHaveTextContent('ann_rides in -');
  });

  it('shows the server’s own field messages under their fields', async () => {
    const user = userEvent.setup();
    put.mockRejectedValue(
      httpError(
        400,
        errorPayload(400, 'Bad Request', 'Bad Request', {
          postalCode: ['validation.invalidPostalCode'],
          'socialLinks.youtube': ['validation.invalidSocialLink'],
        }),
      ),
    );
    await openLoaded();
    await user.type(textbox(/^Postal code/), '12345');
    await user.type(textbox(/^YouTube/), '@AnnRides');
    await user.tab();
    await save();
    await waitFor(() =>
      expect(textbox(/^Postal code/)).toHaveAccessibleDescription(
        'Invalid postal code for selected country',
      ),
    );
    expect(textbox(/^YouTube/)).toHaveAccessibleDescription('Invalid link for this social network');
    expect(await screen.findByText('Please check the entered data')).toBeInTheDocument();
    expect(textbox(/^Postal code/)).toHaveValue('12345');
  });

  it('sends nothing while a field is wrong', async () => {
    const user = userEvent.setup();
    await openLoaded();
    await user.clear(textbox(/^Nickname/));
    await save();
    expect(textbox(/^Nickname/)).toHaveAccessibleDescription(
      expect.stringContaining('Required field'),
    );
    expect(put).not.toHaveBeenCalled();
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first, and stays when the user cancels', async () => {
    const user = userEvent.setup();
    const { router } = await openLoaded();
    await user.type(textbox(/^City/), 'Dnipro');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'My cars' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to the profile will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/profile/settings');
    expect(textbox(/^City/)).toHaveValue('Dnipro');

    await user.click(screen.getByRole('link', { name: 'My cars' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/cars'));
  });

  it('lets an untouched form go without asking', async () => {
    const user = userEvent.setup();
    const { router } = await openLoaded();
    await user.click(screen.getByRole('link', { name: 'My cars' }));
    expect(router.state.location.pathname).toBe('/my/cars');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
