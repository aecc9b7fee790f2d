import type { LatestLogbookEntries, ResponsiveImage, VehicleImage } from '@carclub/contracts';
import { initI18n, setLanguage } from '@carclub/i18n';
import { MemoryRouter } from '@carclub/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';

import '../../../i18n';
import { latestEntriesQueryOptions } from '../api/get-latest-entries';
import { LatestEntries } from '../latest-entries';

const LIMIT = 6;

const picture = (name: string): ResponsiveImage => ({
  url: `/media/${name}.webp`,
  width: 1280,
  height: 960,
  variants: [
    { url: `/media/${name}.640w.webp`, width: 640 },
    { url: `/media/${name}.webp`, width: 1280 },
  ],
});

/** An entry's photo: a gallery image, with its id and card file too. */
const photo = (name: string): VehicleImage => ({
  ...picture(name),
  id: `photo-${name}`,
  cardUrl: `/media/${name}.card.webp`,
});

type Item = LatestLogbookEntries['items'][number];

function item(title: string, entryPhoto: VehicleImage | null, car: ResponsiveImage | null): Item {
  return {
    entry: { id: `id-${title}`, title, date: '2025-02-01', category: 'service', photo: entryPhoto },
    vehicle: {
      id: `car-${title}`,
      slug: 'golf-2019',
      name: 'Golf',
      year: 2019,
      ownerNickname: 'olena',
      previewImage: car && car.url.replace('.webp', '.card.webp'),
      previewPicture: car,
    },
  };
}

function renderLatest(items: Item[]) {
  const client = new QueryClient();
  client.setQueryData(latestEntriesQueryOptions(LIMIT).queryKey, { items });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LatestEntries limit={LIMIT} title="Latest entries" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const cards = within(screen.getByRole('region', { name: 'Latest entries' })).getAllByRole(
    'listitem',
  );
  return Object.fromEntries(
    cards.map((card) => [within(card).getByRole('heading').textContent, card]),
  );
}

beforeAll(async () => {
  await initI18n();
  await setLanguage('en');
});

describe('a card of the latest logbook entries', () => {
  it("shows the entry's photo, else its car's picture, each with its files by width", () => {
    const cards = renderLatest([
      item('Brakes', photo('brakes'), picture('car')),
      item('Oil', null, picture('car')),
    ]);
    const brakes = cards.Brakes!.querySelector('img');
    expect(brakes).toHaveAttribute('src', '/media/brakes.webp');
    expect(brakes).toHaveAttribute(
      'srcset',
      '/media/brakes.640w.webp 640w, /media/brakes.webp 1280w',
    );
    expect(cards.Oil!.querySelector('img')).toHaveAttribute('src', '/media/car.webp');
  });

  it('is its text alone, without an empty frame, when neither the entry nor its car has a photo', () => {
    const cards = renderLatest([item('Brakes', photo('brakes'), null), item('ТО', null, null)]);
    const compact = cards['ТО']!;
    expect(compact.querySelector('img')).toBeNull();
    expect(compact.querySelector('.home__entry-picture')).toBeNull();
    expect(within(compact).getByRole('link', { name: 'ТО' })).toHaveAttribute(
      'href',
      `/u/olena/car/golf-2019/logbook/${encodeURIComponent('id-ТО')}`,
    );
    expect(within(compact).getByText(/Golf · olena/)).toBeInTheDocument();
    expect(cards.Brakes!.querySelector('.home__entry-picture img')).not.toBeNull();
  });

  it("makes the title a finger's target on phones, with the design system's class", () => {
    const cards = renderLatest([item('ТО', null, null)]);
    expect(within(cards['ТО']!).getByRole('link', { name: 'ТО' })).toHaveClass('cc-title-link');
  });
});
