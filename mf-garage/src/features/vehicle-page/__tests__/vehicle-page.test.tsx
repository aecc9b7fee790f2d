import { apiClient } from '@carclub/api-client';
import {
  type CurrentUser,
  GALLERY_THUMB_SIZES,
  type PostCard,
  type PostPage,
  type PublicVehicle,
  VEHICLE_HERO_SIZES,
} from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { currentUserFixture } from '@carclub/testing/fixtures';
import { useRequestedPageTitle } from '@carclub/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { VehiclePage } from '../../../pages/vehicle-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { get, post } = fakeApiMethods(apiClient);

const vehicle: PublicVehicle = {
  id: '9a8b7c6d-0000-4000-8000-000000000042',
  slug: 'blue-thunder-2012',
  ownerNickname: 'ann',
  name: 'Blue Thunder',
  description: 'Bought in Lviv.\nNew clutch in 2023.\n<b>not bold</b>',
  year: 2012,
  manufacturerId: 'volkswagen',
  modelId: 'volkswagen-golf',
  bodyTypeId: 'hatchback',
  colorId: 'blue',
  manufacturer: { id: 'volkswagen', name: 'Volkswagen', locales: { uk: 'Фольксваген' } },
  model: { id: 'volkswagen-golf', name: 'Golf', locales: { uk: 'Гольф' } },
  bodyType: { id: 'hatchback', name: 'Hatchback', locales: { uk: 'Хетчбек' } },
  color: { id: 'blue', name: 'Blue', locales: { uk: 'Синій' }, hex: '#1d4ed8' },
  fuelType: 'petrol',
  transmission: 'manual',
  driveType: 'front',
  engineCapacity: 1.4,
  enginePower: 122,
  mileage: 125000,
  vin: 'WVWZZZ1KZCW123456',
  condition: 'good',
  status: 'selling',
  features: {
    comfort: ['Heated seats', 'Climate control'],
    safety: [],
    tech: ['Apple CarPlay'],
    performance: [],
    custom: [{ name: 'Winter kit', items: ['Studded tyres'] }],
  },
  modifications: {
    engine: ['Stage 1 remap'],
    suspension: [],
    exterior: [],
    interior: [],
    wheelsAndTires: ['18" BBS wheels'],
    custom: [],
  },
  weight: 1250,
  acceleration: 8.2,
  topSpeed: null,
  fuelConsumptionCity: 7.9,
  fuelConsumptionHighway: null,
  fuelConsumptionCombined: null,
  previewImage: '/media/vehicles/v1/preview.webp',
  previewPicture: {
    url: '/media/vehicles/v1/preview.webp',
    width: 2560,
    height: 1600,
    variants: [
      { url: '/media/vehicles/v1/preview.640w.webp', width: 640 },
      { url: '/media/vehicles/v1/preview.1280w.webp', width: 1280 },
      { url: '/media/vehicles/v1/preview.webp', width: 2560 },
    ],
  },
  gallery: [1, 2, 3].map((number) => ({
    id: `img-${number}`,
    url: `/media/vehicles/v1/${number}.webp`,
    cardUrl: `/media/vehicles/v1/${number}.card.webp`,
    width: 1000,
    height: 750,
    variants: [
      { url: `/media/vehicles/v1/${number}.640w.webp`, width: 640 },
      { url: `/media/vehicles/v1/${number}.webp`, width: 1000 },
    ],
  })),
  postsCount: 4,
  logbookEntriesCount: 12,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
  owner: { nickname: 'ann', avatar: null },
};

function answer(car: PublicVehicle | Error) {
  get.mockImplementation(async (path: string) => {
    if (path.startsWith('/users/')) {
      if (car instanceof Error) throw car;
      return { data: car };
    }
    throw new Error(`unexpected GET ${path}`);
  });
}

function TitleProbe() {
  return <output data-testid="requested-title">{useRequestedPageTitle() ?? ''}</output>;
}

const open = (url = '/u/ann/car/blue-thunder-2012') =>
  renderPage(
    <>
      <TitleProbe />
      <VehiclePage />
    </>,
    '/u/:username/car/:slug',
    url,
  );

const signInAs = (user: Partial<CurrentUser> | null) =>
  sessionQueryClient.setQueryData(
    CURRENT_USER_QUERY_KEY,
    user &&
      currentUserFixture({
        id: 'someone',
        email: 'someone@example.com',
        nickname: 'someone',
        ...user,
      }),
  );

setupTestEnvironment();
beforeEach(() => {
  signInAs(null);
});

describe('the public vehicle page', () => {
  it('shows a skeleton, then the car: name, what it is, status, owner, counts and description', async () => {
    let release: () => void = () => undefined;
    get.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve({ data: vehicle }))),
    );
    open();
    expect(screen.getByText('Loading the car…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vehicle');

    // The call goes out once the API client has loaded (on demand, ADR 0088).
    await waitFor(() => expect(get).toHaveBeenCalled());
    act(() => release());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blue Thunder' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading the car…')).not.toBeInTheDocument();
    expect(screen.getByText('2012 Volkswagen Golf')).toBeInTheDocument();
    expect(screen.getByText('For sale')).toBeInTheDocument();
    expect(screen.getByText('ann')).toBeInTheDocument();
    expect(screen.getByText('A')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Blue Thunder, 2012 Volkswagen Golf' })).toHaveAttribute(
      'src',
      vehicle.previewImage,
    );

    const counts = screen.getByRole('region', { name: 'Activity' });
    expect(within(counts).getByText('Posts').nextSibling).toHaveTextContent('4');
    expect(within(counts).getByText('Logbook entries').nextSibling).toHaveTextContent('12');

    const about = screen.getByRole('region', { name: 'About this car' });
    const description = within(about).getByText(/Bought in Lviv/);
    expect(description.textContent).toBe(vehicle.description);
    expect(description.querySelector('b')).toBeNull();

    expect(get).toHaveBeenCalledWith('/users/ann/vehicles/blue-thunder-2012', expect.anything());
    expect(screen.getByTestId('requested-title')).toHaveTextContent(
      'Blue Thunder (2012 Volkswagen Golf) · ann',
    );
  });

  it('asks the API with the nickname as the link had it, encoded', async () => {
    answer(vehicle);
    open('/u/Ann%20K/car/blue-thunder-2012');
    await screen.findByRole('heading', { level: 1, name: 'Blue Thunder' });
    expect(get).toHaveBeenCalledWith(
      '/users/Ann%20K/vehicles/blue-thunder-2012',
      expect.anything(),
    );
  });

  it('names the tab after the car alone when its name only repeats the model', async () => {
    answer({ ...vehicle, name: 'Volkswagen Golf' });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' });
    expect(screen.getByTestId('requested-title')).toHaveTextContent('2012 Volkswagen Golf · ann');
  });

  it('shows only the specifications that are set, grouped, with units and the colour swatch', async () => {
    answer(vehicle);
    open();
    const specs = await screen.findByRole('region', { name: 'Specifications' });
    // Measures are kept whole (no-break spaces, a word joiner after a slash); read as plain text.
    const plain = (text: string | null | undefined) =>
      text?.replace(/\u2060/g, '').replace(/\u00a0/g, ' ');
    const value = (label: string) =>
      plain(
        Array.from(specs.querySelectorAll('dt')).find((dt) => plain(dt.textContent) === label)
          ?.nextSibling?.textContent,
      );

    expect(
      within(specs)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['General', 'Engine and drivetrain', 'Performance', 'Fuel consumption']);
    expect(value('Body type')).toBe('Hatchback');
    expect(value('Mileage')).toBe('125,000 km');
    expect(value('Condition')).toBe('Good');
    expect(value('VIN')).toBe('WVWZZZ1KZCW123456');
    expect(value('Fuel type')).toBe('Petrol');
    expect(value('Transmission')).toBe('Manual');
    expect(value('Drive type')).toBe('Front-wheel drive');
    expect(value('Engine capacity')).toBe('1.4 L');
    expect(value('Power')).toBe('122 hp');
    expect(value('0–100 km/h')).toBe('8.2 s');
    expect(value('Weight')).toBe('1,250 kg');
    expect(value('City')).toBe('7.9 L/100 km');
    expect(within(specs).queryByText('Top speed')).not.toBeInTheDocument();
    expect(within(specs).queryByText('Highway')).not.toBeInTheDocument();
    expect(within(specs).queryByText('Combined')).not.toBeInTheDocument();

    // The swatch comes with the car: the page asks for nothing else (no colour list).
    const colour = within(specs).getByText('Color').nextSibling as HTMLElement;
    expect(colour).toHaveTextContent('Blue');
    expect(colour.querySelector('.vehicle-page__swatch')).toHaveStyle({
      backgroundColor: '#1d4ed8',
    });
    expect(get.mock.calls.map(([path]) => path)).toEqual(['/users/ann/vehicles/blue-thunder-2012']);
  });

  it('has no VIN row when the owner keeps the VIN off the public page', async () => {
    // The API answers null for a hidden VIN, as for one never entered.
    answer({ ...vehicle, vin: null });
    open();
    const specs = await screen.findByRole('region', { name: 'Specifications' });
    expect(within(specs).getByText('Mileage')).toBeInTheDocument();
    expect(screen.queryByText('VIN')).not.toBeInTheDocument();
    expect(screen.queryByText('WVWZZZ1KZCW123456')).not.toBeInTheDocument();
  });

  it('leaves out whole groups and sections that have nothing to show', async () => {
    answer({
      ...vehicle,
      description: null,
      engineCapacity: null,
      enginePower: null,
      mileage: null,
      vin: null,
      condition: null,
      weight: null,
      acceleration: null,
      fuelConsumptionCity: null,
      previewImage: null,
      previewPicture: null,
      gallery: [],
      features: { comfort: [], safety: [], tech: [], performance: [], custom: [] },
      modifications: {
        engine: [],
        suspension: [],
        exterior: [],
        interior: [],
        wheelsAndTires: [],
        custom: [{ name: 'Track', items: [] }],
      },
    });
    open();
    const specs = await screen.findByRole('region', { name: 'Specifications' });
    expect(
      within(specs)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['General', 'Engine and drivetrain']);
    expect(within(specs).queryByText('VIN')).not.toBeInTheDocument();
    expect(within(specs).queryByText('Mileage')).not.toBeInTheDocument();
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    for (const name of ['About this car', 'Photos', 'Features', 'Modifications']) {
      expect(
        screen.queryByRole('region', { name: new RegExp(`^${name}`) }),
      ).not.toBeInTheDocument();
    }
  });

  it('lists features and modifications by category, the owner’s own categories included', async () => {
    answer(vehicle);
    open();
    const features = await screen.findByRole('region', { name: 'Features' });
    const categories = (region: HTMLElement) =>
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => [
          heading.textContent,
          within(heading.parentElement as HTMLElement)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ]);
    expect(categories(features)).toEqual([
      ['Comfort', ['Heated seats', 'Climate control']],
      ['Technology', ['Apple CarPlay']],
      ['Winter kit', ['Studded tyres']],
    ]);
    expect(categories(screen.getByRole('region', { name: 'Modifications' }))).toEqual([
      ['Engine', ['Stage 1 remap']],
      ['Wheels and tires', ['18" BBS wheels']],
    ]);
  });

  it('uses the Ukrainian reference names and texts in Ukrainian', async () => {
    await act(() => i18n.changeLanguage('uk'));
    try {
      answer(vehicle);
      open();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Blue Thunder' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Фольксваген Гольф 2012')).toBeInTheDocument();
      expect(screen.getByText('Продається')).toBeInTheDocument();
      const specs = screen.getByRole('region', { name: 'Характеристики' });
      expect(within(specs).getByText('Тип кузова').nextSibling).toHaveTextContent('Хетчбек');
      expect(within(specs).getByText('Об’єм двигуна').nextSibling).toHaveTextContent('1,4 л');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  describe('the Edit link', () => {
    it('is shown to the owner, by nickname in any case, and leads to the edit page of this car', async () => {
      signInAs({ id: '6f1c2d3e-0000-4000-8000-000000000001', nickname: 'Ann' });
      answer(vehicle);
      open();
      expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        `/edit-car/${vehicle.id}`,
      );
    });

    it.each([
      ['a signed-in stranger', { id: 'another-user', nickname: 'bob' }],
      ['a member whose nickname only starts like the owner’s', { id: 'u3', nickname: 'anna' }],
      ['a visitor who is signed out', null],
    ])('is not shown to %s, nor are the owner’s records', async (_who, user) => {
      signInAs(user);
      answer(vehicle);
      open();
      await screen.findByRole('heading', { level: 1, name: 'Blue Thunder' });
      expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Reminders/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Costs/ })).not.toBeInTheDocument();
    });
  });

  it('gives the owner links straight to the logbook, reminders and costs', async () => {
    signInAs({ nickname: 'ann' });
    answer(vehicle);
    const { router } = open();
    const hero = await screen.findByRole('banner');
    expect(within(hero).getByRole('link', { name: 'Reminders: Blue Thunder' })).toHaveAttribute(
      'href',
      `/edit-car/${vehicle.id}/reminders`,
    );
    expect(within(hero).getByRole('link', { name: 'Costs: Blue Thunder' })).toHaveAttribute(
      'href',
      `/edit-car/${vehicle.id}/logbook/costs`,
    );
    await userEvent
      .setup()
      .click(within(hero).getByRole('link', { name: 'Logbook: Blue Thunder' }));
    expect(await screen.findByRole('tab', { name: /Logbook/, selected: true })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=logbook');
  });

  describe('the logbook count', () => {
    const withPrivateEntries = () => {
      answer({ ...vehicle, logbookEntriesCount: 3 });
      const answerCar = get.getMockImplementation()!;
      get.mockImplementation(async (path: string, config?: unknown) =>
        path === `/private-transport/${vehicle.id}/logbook`
          ? { data: { items: [], total: 5, page: 1, limit: 10 } }
          : answerCar(path, config),
      );
    };

    it('counts the public entries for everyone else', async () => {
      signInAs({ nickname: 'bob' });
      withPrivateEntries();
      open();
      expect(await screen.findByRole('tab', { name: 'Logbook (3)' })).toBeVisible();
      expect(get).not.toHaveBeenCalledWith(
        `/private-transport/${vehicle.id}/logbook`,
        expect.anything(),
      );
    });

    it('counts the private entries too for the owner, as their logbook tab lists them', async () => {
      signInAs({ nickname: 'ann' });
      withPrivateEntries();
      open();
      expect(await screen.findByRole('tab', { name: 'Logbook (5)' })).toBeVisible();
    });
  });

  describe('the Posts tab', () => {
    const card = (n: number): PostCard => ({
      id: `p${n}`,
      slug: `story-${n}`,
      title: `Story ${n}`,
      excerpt: `What happened, part ${n}`,
      status: 'published',
      moderation: 'visible',
      author: { nickname: 'ann', avatar: null },
      vehicle: { id: vehicle.id, slug: vehicle.slug, name: vehicle.name, year: vehicle.year },
      tags: [],
      photo: null,
      publishedAt: '2026-11-03T10:00:00.000Z',
      updatedAt: '2026-11-03T10:00:00.000Z',
      commentsCount: 2,
      likesCount: 1,
    });
    const withPosts = (pages: Record<string, PostPage>) => {
      answer(vehicle);
      const answerCar = get.getMockImplementation()!;
      get.mockImplementation(async (path: string, config?: { params?: Record<string, string> }) => {
        if (path !== '/posts') return answerCar(path, config);
        const page = pages[config?.params?.['cursor'] ?? ''];
        if (config?.params?.['vehicleId'] !== vehicle.id || !page) throw new Error('wrong page');
        return { data: page };
      });
    };

    it("counts the car's posts, opens from the address and lists them newest first, page after page", async () => {
      withPosts({
        '': { items: [card(3), card(2)], nextCursor: 'c2' },
        c2: { items: [card(1)], nextCursor: null },
      });
      const user = userEvent.setup();
      open('/u/ann/car/blue-thunder-2012?tab=posts');
      expect(await screen.findByRole('tab', { name: 'Posts (4)' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const panel = screen.getByRole('tabpanel');
      const titles = await within(panel).findAllByRole('heading', { level: 2 });
      expect(titles.map((title) => title.textContent)).toEqual(['Story 3', 'Story 2']);
      expect(within(panel).getByRole('link', { name: 'Story 3' })).toHaveAttribute(
        'href',
        '/u/ann/posts/story-3',
      );
      await user.click(within(panel).getByRole('button', { name: 'Show more' }));
      expect(await within(panel).findByRole('link', { name: 'Story 1' })).toBeVisible();
      expect(within(panel).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    });

    it('is chosen by the tab, which the address keeps; About drops it again', async () => {
      withPosts({ '': { items: [card(1)], nextCursor: null } });
      const user = userEvent.setup();
      const { router } = open();
      await user.click(await screen.findByRole('tab', { name: 'Posts (4)' }));
      expect(router.state.location.search).toBe('?tab=posts');
      expect(await screen.findByRole('link', { name: 'Story 1' })).toBeVisible();
      await user.click(screen.getByRole('tab', { name: 'About' }));
      expect(router.state.location.search).toBe('');
    });

    it('says a visitor there is none yet, and offers the owner to write one about this car', async () => {
      withPosts({ '': { items: [], nextCursor: null } });
      signInAs({ nickname: 'bob' });
      const view = open('/u/ann/car/blue-thunder-2012?tab=posts');
      expect(
        await screen.findByRole('heading', { name: 'No posts about this car yet' }),
      ).toBeVisible();
      expect(screen.queryByRole('link', { name: /write a post/i })).not.toBeInTheDocument();
      view.unmount();

      signInAs({ nickname: 'Ann' });
      open('/u/ann/car/blue-thunder-2012?tab=posts');
      expect(
        await screen.findByRole('link', { name: 'Write a post about this car' }),
      ).toHaveAttribute('href', `/create-post?vehicleId=${vehicle.id}`);
    });

    it('speaks Ukrainian', async () => {
      withPosts({ '': { items: [], nextCursor: null } });
      await act(() => i18n.changeLanguage('uk'));
      try {
        open('/u/ann/car/blue-thunder-2012?tab=posts');
        expect(await screen.findByRole('tab', { name: 'Дописи (4)' })).toBeVisible();
        expect(
          await screen.findByRole('heading', { name: 'Про це авто ще немає дописів' }),
        ).toBeVisible();
      } finally {
        await act(() => i18n.changeLanguage('en'));
      }
    });
  });

  describe("the owner's link", () => {
    it("leads from the owner's picture and nickname to their member page", async () => {
      answer(vehicle);
      const user = userEvent.setup();
      open();
      const owner = await screen.findByRole('link', { name: 'Owner ann' });
      expect(owner).toHaveAttribute('href', '/u/ann');
      expect(within(owner).getByText('A')).toHaveAttribute('aria-hidden', 'true');
      await user.click(owner);
      expect(screen.getByTestId('location')).toHaveTextContent('/u/ann');
    });

    it('encodes a nickname that needs it', async () => {
      answer({ ...vehicle, owner: { nickname: 'Ann K', avatar: '/media/avatars/a.webp' } });
      open();
      expect(await screen.findByRole('link', { name: 'Owner Ann K' })).toHaveAttribute(
        'href',
        '/u/Ann%20K',
      );
    });
  });

  describe('the images', () => {
    it("gives the cover its size, its files by width with the layout's sizes, and high priority", async () => {
      answer(vehicle);
      open();

      const cover = await screen.findByRole('img', { name: 'Blue Thunder, 2012 Volkswagen Golf' });

      expect(cover).toHaveAttribute('src', '/media/vehicles/v1/preview.webp');
      expect(cover).toHaveAttribute(
        'srcset',
        '/media/vehicles/v1/preview.640w.webp 640w, /media/vehicles/v1/preview.1280w.webp 1280w, ' +
          '/media/vehicles/v1/preview.webp 2560w',
      );
      // The same string as the server's preload of it, or the browser loads it twice.
      expect(cover).toHaveAttribute('sizes', VEHICLE_HERO_SIZES);
      expect(cover).toHaveAttribute('width', '2560');
      expect(cover).toHaveAttribute('height', '1600');
      expect(cover).toHaveAttribute('fetchpriority', 'high');
      expect(cover).not.toHaveAttribute('loading');
    });

    it('gives the thumbnails their size and their small files, lazily', async () => {
      answer(vehicle);
      open();

      const gallery = await screen.findByRole('region', { name: /^Photos/ });

      within(gallery)
        .getAllByRole('img')
        .forEach((image, index) => {
          const file = `/media/vehicles/v1/${index + 1}`;
          expect(image).toHaveAttribute('srcset', `${file}.640w.webp 640w, ${file}.webp 1000w`);
          expect(image).toHaveAttribute('sizes', GALLERY_THUMB_SIZES);
          expect(image).toHaveAttribute('width', '1000');
          expect(image).toHaveAttribute('height', '750');
          expect(image).toHaveAttribute('loading', 'lazy');
          expect(image).toHaveAttribute('decoding', 'async');
        });
    });

    it('shows the plain files of an API that sends no sizes or variants', async () => {
      const { previewPicture: _picture, gallery, ...rest } = vehicle;
      const old = {
        ...rest,
        gallery: gallery.map(({ id, url, cardUrl }) => ({ id, url, cardUrl })),
      };
      get.mockImplementation(async () => ({ data: old }));
      open();

      const cover = await screen.findByRole('img', { name: 'Blue Thunder, 2012 Volkswagen Golf' });
      expect(cover).toHaveAttribute('src', '/media/vehicles/v1/preview.webp');
      expect(cover).not.toHaveAttribute('srcset');
      expect(cover).not.toHaveAttribute('width');
      const thumbnail = within(screen.getByRole('region', { name: /^Photos/ })).getAllByRole(
        'img',
      )[0];
      expect(thumbnail).toHaveAttribute('src', '/media/vehicles/v1/1.card.webp');
      expect(thumbnail).not.toHaveAttribute('srcset');
    });

    it('makes the first photo the cover of a car without a preview', async () => {
      answer({ ...vehicle, previewImage: null, previewPicture: null });
      open();

      const cover = await screen.findByRole('img', { name: 'Blue Thunder, 2012 Volkswagen Golf' });

      expect(cover).toHaveAttribute('src', '/media/vehicles/v1/1.webp');
      expect(cover).toHaveAttribute(
        'srcset',
        '/media/vehicles/v1/1.640w.webp 640w, /media/vehicles/v1/1.webp 1000w',
      );
    });
  });

  describe('the gallery', () => {
    it('opens a photo large, pages with the arrow keys and buttons, and gives focus back on Escape', async () => {
      answer(vehicle);
      open();
      const user = userEvent.setup();
      const gallery = await screen.findByRole('region', { name: /^Photos/ });
      const thumbnails = within(gallery).getAllByRole('button');
      expect(thumbnails).toHaveLength(3);
      within(gallery)
        .getAllByRole('img')
        .forEach((image, index) => {
          expect(image).toHaveAttribute('loading', 'lazy');
          // Thumbnails are the 640 px variants; the large view shows the full photo.
          expect(image).toHaveAttribute('src', `/media/vehicles/v1/${index + 1}.card.webp`);
          expect(image).toHaveAccessibleName(`Blue Thunder, photo ${index + 1} of 3`);
        });

      await user.click(thumbnails[1] as HTMLElement);
      const viewer = await screen.findByRole('dialog', { name: 'Blue Thunder' });
      const shownPhoto = () => within(viewer).getByRole('img');
      expect(shownPhoto()).toHaveAttribute('src', '/media/vehicles/v1/2.webp');
      expect(within(viewer).getByText('Photo 2 of 3')).toBeInTheDocument();
      expect(within(viewer).getByRole('button', { name: 'Next' })).toHaveFocus();

      await user.keyboard('{ArrowRight}');
      expect(shownPhoto()).toHaveAttribute('src', '/media/vehicles/v1/3.webp');
      expect(shownPhoto()).toHaveAccessibleName('Blue Thunder, photo 3 of 3');
      await user.keyboard('{ArrowRight}');
      expect(shownPhoto()).toHaveAttribute('src', '/media/vehicles/v1/1.webp');
      await user.keyboard('{ArrowLeft}');
      expect(shownPhoto()).toHaveAttribute('src', '/media/vehicles/v1/3.webp');
      await user.click(within(viewer).getByRole('button', { name: 'Previous' }));
      expect(shownPhoto()).toHaveAttribute('src', '/media/vehicles/v1/2.webp');
      await user.click(within(viewer).getByRole('button', { name: 'Next' }));
      expect(within(viewer).getByText('Photo 3 of 3')).toBeInTheDocument();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(thumbnails[1]).toHaveFocus();
    });

    it('offers no paging for a single photo', async () => {
      answer({
        ...vehicle,
        gallery: [
          {
            id: 'only',
            url: '/media/vehicles/v1/only.webp',
            cardUrl: '/media/vehicles/v1/only.card.webp',
            width: 600,
            height: 400,
            variants: [{ url: '/media/vehicles/v1/only.webp', width: 600 }],
          },
        ],
      });
      open();
      const user = userEvent.setup();
      const gallery = await screen.findByRole('region', { name: /^Photos/ });
      await user.click(within(gallery).getByRole('button'));
      const viewer = await screen.findByRole('dialog', { name: 'Blue Thunder' });
      expect(within(viewer).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
      await user.keyboard('{ArrowRight}');
      expect(within(viewer).getByRole('img')).toHaveAttribute(
        'src',
        '/media/vehicles/v1/only.webp',
      );
      await user.click(within(viewer).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('says so when there is no such car, with a way to all cars', async () => {
    answer(httpError(404, errorPayload(404, 'Not Found', 'Not Found')));
    open('/u/nobody/car/nothing');
    expect(await screen.findByRole('heading', { name: 'Car not found' })).toBeInTheDocument();
    // Its magnifier is a line drawing: filled, it drew as a black dot with no handle.
    const icon = document.querySelector('.cc-state__icon svg');
    expect(icon).toHaveAttribute('fill', 'none');
    expect(icon).toHaveAttribute('stroke', 'currentColor');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vehicle');
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/cars');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByTestId('requested-title')).toHaveTextContent('');
  });

  it('shows other failures with their message and loads the car on retry', async () => {
    answer(httpError(503, errorPayload(503, 'Service Unavailable', 'Service Unavailable')));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the vehicle. Please try again.');
    expect(alert).toHaveTextContent('Service temporarily unavailable');

    answer(vehicle);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blue Thunder' }),
    ).toBeInTheDocument();
  });
});

describe('reporting the car', () => {
  it('is offered to signed-in members who do not own it, not to the owner or guests', async () => {
    for (const [user, shown] of [
      [{ id: 'u2', nickname: 'bob' }, true],
      [{ id: 'u1', nickname: 'ANN' }, false],
      [null, false],
    ] as const) {
      signInAs(user);
      answer(vehicle);
      const view = open();
      await screen.findByRole('heading', { level: 1, name: 'Blue Thunder' });
      expect(Boolean(screen.queryByRole('button', { name: 'Report' }))).toBe(shown);
      view.unmount();
    }
  });

  it('needs a reason, then sends it with the details and thanks the member', async () => {
    signInAs({ id: 'u2', nickname: 'bob' });
    answer(vehicle);
    post.mockResolvedValue({ status: 201, data: { id: 'r1', status: 'open' } });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report “Blue Thunder”' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Required field');
    expect(post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: 'Fake or misleading' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'A toy car');
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(
      await screen.findByText('Thank you: the moderators will look at it'),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/reports', {
      subjectType: 'vehicle',
      vehicleId: vehicle.id,
      reason: 'fake',
      details: 'A toy car',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when the report fails', async () => {
    signInAs({ id: 'u2', nickname: 'bob' });
    answer(vehicle);
    post.mockRejectedValue(
      httpError(429, errorPayload(429, 'Too Many Requests', 'Too Many Requests')),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(
      await screen.findByText('Too many requests. Please try again later'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Spam or advertising' })).toBeChecked();
  });
});
