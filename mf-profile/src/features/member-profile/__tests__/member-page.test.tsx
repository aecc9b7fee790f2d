import { apiClient } from '@carclub/api-client';
import type { MemberProfile, VehicleCard } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MemberPage } from '../../../pages/member-page';
import { ProfilePage } from '../../../pages/profile-page';
import { currentUser } from '../../../test-utils/profile-fixtures';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';
import { socialUrl } from '../social-url';

const { get, post } = fakeApiMethods(apiClient);

const FULL: MemberProfile = {
  nickname: 'ann_rides',
  avatar: '/media/avatars/ann.webp',
  cover: '/media/covers/ann.webp',
  name: { first: 'Ann', last: 'Driver' },
  location: {
    city: 'Lviv',
    state: { id: 'UA-46', name: 'Lviv Oblast', locales: { uk: 'Львівська область' } },
    country: { id: 'UA', name: 'Ukraine', locales: { uk: 'Україна', en: 'Ukraine' } },
  },
  aboutMe: 'Old Volkswagens.\n<b>Weekend</b> rallies.',
  socialLinks: {
    instagram: '@ann.drives',
    youtube: 'http://youtube.com/@anndrives',
    tiktok: 'javascript:alert(1)',
  },
  birthday: '1990-05-01',
  memberSince: '2026-03-03T10:00:00.000Z',
  counts: { vehicles: 13, followers: 0, following: 0 },
  followsPublic: true,
};

/** What a member who hides everything they can (and filled nothing else) shows. */
const PRIVATE: MemberProfile = {
  ...FULL,
  avatar: null,
  cover: null,
  name: null,
  location: null,
  aboutMe: null,
  socialLinks: null,
  birthday: null,
  counts: { vehicles: 0, followers: 0, following: 0 },
  followsPublic: true,
};

function card(index: number, overrides: Partial<VehicleCard> = {}): VehicleCard {
  return {
    id: `v${index}`,
    name: `Car ${index}`,
    slug: `car-${index}`,
    year: 2000 + index,
    status: 'active',
    manufacturer: { id: 'vw', name: 'Volkswagen', locales: { uk: 'Фольксваген' } },
    model: { id: 'golf', name: 'Golf', locales: {} },
    previewImage: null,
    previewPicture: null,
    ownerNickname: 'ann_rides',
    mileage: null,
    enginePower: null,
    fuelType: 'petrol',
    transmission: 'manual',
    driveType: 'front',
    condition: 'good',
    postsCount: 0,
    logbookEntriesCount: 0,
    createdAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

function garagePage(page: number, total: number, limit = 12) {
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  return {
    items: Array.from({ length: count }, (_, index) => card((page - 1) * limit + index + 1)),
    total,
    page,
    limit,
  };
}

function answer(member: MemberProfile | Error, total = 2) {
  get.mockImplementation(async (url: string, config?: { params?: { page?: number } }) => {
    if (url.endsWith('/vehicles')) return { data: garagePage(config?.params?.page ?? 1, total) };
    if (url.startsWith('/users/')) {
      if (member instanceof Error) throw member;
      return { data: member };
    }
    throw new Error(`unexpected GET ${url}`);
  });
}

const open = (url = '/u/ann_rides') => renderPage(<MemberPage />, '/u/:nickname', url);

setupTestEnvironment();
beforeEach(() => {
  sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
});

describe('a member page, to anyone', () => {
  it('shows every public part: pictures, name, place, about, birthday, links, since, counts and cars', async () => {
    answer(FULL);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Driver' })).toBeVisible();
    expect(get).toHaveBeenCalledWith('/users/ann_rides', expect.anything());
    expect(screen.getByText('ann_rides')).toBeInTheDocument();
    expect(screen.getByText('Member since March 3, 2026')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About' });
    const text = within(about).getByText(/Old Volkswagens/);
    expect(text.textContent).toBe(FULL.aboutMe);
    expect(text.querySelector('b')).toBeNull();
    expect(within(about).getByText('Location').nextSibling).toHaveTextContent(
      'Lviv, Lviv Oblast, Ukraine',
    );
    expect(within(about).getByText('Birthday').nextSibling).toHaveTextContent('May 1, 1990');
    expect(
      within(screen.getByRole('region', { name: 'Activity' })).getByText('Cars').nextSibling,
    ).toHaveTextContent('13');
    const cover = document.querySelector('.member__cover img');
    expect(cover).toHaveAttribute('src', FULL.cover);
    expect(document.querySelector('img.member__avatar')).toHaveAttribute('src', FULL.avatar);

    const garage = screen.getByRole('region', { name: 'Garage' });
    expect(await within(garage).findByRole('link', { name: 'Car 1' })).toHaveAttribute(
      'href',
      '/u/ann_rides/car/car-1',
    );
    expect(within(garage).getAllByRole('article')).toHaveLength(2);
    expect(within(garage).getByText('Volkswagen Golf · 2001')).toBeInTheDocument();
    // The same status badge as on /cars and My vehicles (ADR 0101), an ordinary car's too.
    for (const car of within(garage).getAllByRole('article')) {
      expect(car).toHaveTextContent('Status: In the garage');
    }
  });

  it('links out to the social networks safely, with https addresses for handles, and drops a bad one', async () => {
    answer(FULL);
    open();
    const instagram = await screen.findByRole('link', { name: /^Instagram @ann\.drives/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/ann.drives/');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer ugc');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /^YouTube/ })).toHaveAttribute(
      'href',
      'https://youtube.com/@anndrives',
    );
    expect(screen.queryByRole('link', { name: /^TikTok/ })).not.toBeInTheDocument();
    expect(socialUrl('tiktok', '@car.lover')).toBe('https://www.tiktok.com/@car.lover');
    expect(socialUrl('youtube', '@Car-Lover')).toBe('https://www.youtube.com/@Car-Lover');
    expect(socialUrl('instagram', 'https://evil.example/instagram.com')).toBeNull();
  });

  it('shows only what a private member leaves public: nickname, initial, since, counts', async () => {
    answer(PRIVATE, 0);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'ann_rides' })).toBeVisible();
    expect(screen.getByText('A')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('region', { name: 'About' })).not.toBeInTheDocument();
    for (const hidden of ['Ann', 'Driver', 'Lviv', 'Birthday', 'Instagram', 'Location']) {
      expect(screen.queryByText(new RegExp(hidden))).not.toBeInTheDocument();
    }
    expect(screen.getByText('Member since March 3, 2026')).toBeInTheDocument();
    expect(await screen.findByText('No cars yet')).toBeInTheDocument();
    expect(screen.getByText('ann_rides has not added a car yet.')).toBeInTheDocument();
    expect(document.querySelector('.member__cover img')).toBeNull();
  });

  it('says plainly when there is no such member', async () => {
    answer(httpError(404, errorPayload(404, 'Not Found', 'Not found')));
    open('/u/nobody');
    expect(await screen.findByRole('heading', { name: 'No such member' })).toBeVisible();
    // Its magnifier is a line drawing: filled, it drew as a black dot with no handle.
    const icon = document.querySelector('.cc-state__icon svg');
    expect(icon).toHaveAttribute('fill', 'none');
    expect(icon).toHaveAttribute('stroke', 'currentColor');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Member');
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/cars');
  });

  it('offers another try when the member cannot be loaded', async () => {
    answer(httpError(500, errorPayload(500, 'Internal Server Error', 'boom')));
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('This member could not be loaded.')).toBeVisible();
    answer(FULL);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Driver' })).toBeVisible();
  });

  it('moves to the address with the nickname as the member spells it now', async () => {
    answer({ ...FULL, nickname: 'Ann_Rides_2' });
    const { router } = open('/u/ann_rides?page=1');
    await screen.findByRole('heading', { level: 1, name: 'Ann Driver' });
    expect(router.state.location.pathname).toBe('/u/Ann_Rides_2');
    expect(router.state.location.search).toBe('?page=1');
  });

  it("fetches the first card's photo first (the largest picture on a phone), and the lower rows' when scrolled to", async () => {
    const withPhoto = (index: number) => {
      const file = `/media/vehicles/v${index}/p`;
      return card(index, {
        previewImage: `${file}.640w.webp`,
        previewPicture: {
          url: `${file}.webp`,
          width: 2560,
          height: 1600,
          variants: [
            { url: `${file}.640w.webp`, width: 640 },
            { url: `${file}.webp`, width: 2560 },
          ],
        },
      });
    };
    answer(FULL);
    get.mockImplementation(async (url: string) => {
      if (url.endsWith('/vehicles')) {
        return { data: { items: [1, 2, 3, 4, 5].map(withPhoto), total: 5, page: 1, limit: 12 } };
      }
      return { data: FULL };
    });
    open();
    const garage = await screen.findByRole('region', { name: 'Garage' });
    await within(garage).findByRole('link', { name: 'Car 5' });
    const images = garage.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
    ]);
    expect([...images].map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
  });

  it('pages through a large garage, keeping the page in the address', async () => {
    answer(FULL, 30);
    const user = userEvent.setup();
    const { router } = open();
    const garage = await screen.findByRole('region', { name: 'Garage' });
    expect(await within(garage).findByText('Showing 1-12 of 30 vehicles')).toBeInTheDocument();
    await user.click(within(garage).getByRole('button', { name: /page 2/i }));
    expect(await within(garage).findByRole('link', { name: 'Car 13' })).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    expect(get).toHaveBeenCalledWith('/users/ann_rides/vehicles', {
      params: { page: 2, limit: 12 },
      signal: expect.anything(),
    });
  });

  it('writes place names and dates in Ukrainian', async () => {
    answer(FULL);
    await act(() => i18n.changeLanguage('uk'));
    try {
      open();
      const about = await screen.findByRole('region', { name: 'Про себе' });
      expect(within(about).getByText('Місце').nextSibling).toHaveTextContent(
        'Lviv, Львівська область, Україна',
      );
      expect(screen.getByText(/^На CarClub з 3 березня 2026/)).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('/profile', () => {
  it('shows the member as others see them, with Edit profile and the public page', async () => {
    sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, currentUser());
    answer(FULL);
    renderPage(<ProfilePage />, '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Driver' })).toBeVisible();
    expect(
      screen.getByText('This is how other members and visitors see your profile.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      '/u/ann_rides',
    );
    expect(await screen.findByRole('link', { name: 'Car 1' })).toBeVisible();
  });
});

describe('reporting a member page', () => {
  it('is offered to signed-in members on someone else’s page only', async () => {
    for (const [user, shown] of [
      [currentUser({ nickname: 'bob' }), true],
      [currentUser({ nickname: 'Ann_Rides' }), false],
      [null, false],
    ] as const) {
      sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      answer(FULL);
      const view = open();
      await screen.findByRole('heading', { level: 1, name: 'Ann Driver' });
      expect(Boolean(screen.queryByRole('button', { name: 'Report' }))).toBe(shown);
      view.unmount();
    }
  });

  it('sends the reason and details by nickname and thanks the member, in Ukrainian too', async () => {
    sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, currentUser({ nickname: 'bob' }));
    answer(FULL);
    post.mockResolvedValue({ status: 201, data: { id: 'r1', status: 'open' } });
    await act(() => i18n.changeLanguage('uk'));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Поскаржитися' }));
    const dialog = await screen.findByRole('dialog', { name: 'Скарга на ann_rides' });
    await user.click(within(dialog).getByRole('button', { name: 'Надіслати скаргу' }));
    expect(post).not.toHaveBeenCalled();
    await user.click(
      within(dialog).getByRole('radio', {
        name: 'Фейковий обліковий запис або видає себе за іншого',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Надіслати скаргу' }));
    expect(await screen.findByText('Дякуємо: модератори її розглянуть')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/reports', {
      subjectType: 'member',
      nickname: 'ann_rides',
      reason: 'fake',
      details: null,
    });
    await act(() => i18n.changeLanguage('en'));
  });
});
