import { apiClient } from '@carclub/api-client';
import type { PublicLogbookEntry } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { screen, within } from '@testing-library/react';

import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../test-utils/render';
import { LogbookEntryItem } from '../components/logbook-entry-item';
import { LogbookEntryView } from '../components/logbook-entry-view';

setupTestEnvironment();
const { get } = fakeApiMethods(apiClient);

const CAR = { id: '5b0c2f1e-8a4d-4f3b-9c2e-1d0a9b8c7e6f', nickname: 'bob', slug: 'golf' };
const ENTRY_ID = '0e9d8c7b-6a5f-4e3d-8c1b-a09f8e7d6c5b';
const DISCUSSION_ID = '0d5c0000-0000-4000-8000-000000000009';
const PAGE = `/u/bob/car/golf/logbook/${ENTRY_ID}`;

function entry(discussion: PublicLogbookEntry['discussion']): PublicLogbookEntry {
  return {
    id: ENTRY_ID,
    vehicleId: CAR.id,
    title: 'New brakes',
    date: '2026-02-01',
    mileage: 120000,
    category: 'repair',
    cost: null,
    currency: null,
    story: 'Pads and discs.',
    parts: [],
    litres: null,
    fullTank: null,
    missedFill: null,
    photos: [],
    discussion,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
  };
}

const COMMENT = {
  id: 'c0000000-0000-4000-8000-000000000001',
  discussionId: DISCUSSION_ID,
  rootId: null,
  replyTo: null,
  author: { nickname: 'ann', avatar: null },
  state: 'published',
  body: 'Which pads?',
  bodyHtml: '<p>Which pads?</p>\n',
  moderationReason: null,
  createdAt: '2026-02-02T10:00:00.000Z',
  editedAt: null,
  likesCount: 0,
  likedByMe: false,
  editableUntil: null,
};

describe('a logbook entry’s conversation', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('is drawn below the entry on its page, with the entry’s counters and its comments', async () => {
    const counts = { id: DISCUSSION_ID, commentsCount: 1, likesCount: 2 };
    get.mockImplementation(async (url: string) => {
      if (url === `/users/bob/vehicles/golf/logbook/${ENTRY_ID}`) return { data: entry(counts) };
      if (url === `/discussions/${DISCUSSION_ID}`)
        return {
          data: { ...counts, commentsClosed: false, likedByMe: false, ownedByMe: false },
        };
      if (url === `/discussions/${DISCUSSION_ID}/comments`)
        return {
          data: { items: [{ ...COMMENT, replies: [], repliesCount: 0 }], nextCursor: null },
        };
      throw new Error(`unexpected GET ${url}`);
    });
    renderPage(
      <LogbookEntryView car={CAR} carTitle="Golf" entryId={ENTRY_ID} viewerIsOwner={false} />,
      '/u/:username/car/:slug/logbook/:entryId',
      PAGE,
    );
    const article = await screen.findByRole('article', { name: 'New brakes' });
    const comments = within(article).getByRole('region', { name: 'Comments (1)' });
    expect(within(comments).getByRole('button', { name: '2 likes' })).toBeVisible();
    expect(await within(comments).findByText('Which pads?')).toBeVisible();
    // The conversation comes after the entry's own text.
    expect(
      screen.getByText('Pads and discs.').compareDocumentPosition(comments) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is left out for an entry from an API older than comments', async () => {
    get.mockResolvedValue({ data: entry(null) });
    renderPage(
      <LogbookEntryView car={CAR} carTitle="Golf" entryId={ENTRY_ID} viewerIsOwner={false} />,
      '/u/:username/car/:slug/logbook/:entryId',
      PAGE,
    );
    await screen.findByRole('article', { name: 'New brakes' });
    expect(screen.queryByRole('region', { name: /Comments/ })).toBeNull();
  });

  it('counts comments and likes on the entry’s card in the list, in the reader’s language', async () => {
    await i18n.changeLanguage('uk');
    renderPage(
      <ul>
        <LogbookEntryItem
          car={CAR}
          entry={entry({ id: DISCUSSION_ID, commentsCount: 5, likesCount: 1 })}
        />
        <LogbookEntryItem
          car={CAR}
          entry={{
            ...entry({ id: DISCUSSION_ID, commentsCount: 0, likesCount: 0 }),
            id: 'other',
            title: 'Quiet one',
          }}
        />
      </ul>,
      '/',
    );
    const [answered, quiet] = screen.getAllByRole('listitem');
    expect(within(answered!).getByText('5 коментарів')).toBeVisible();
    expect(within(answered!).getByText('1 вподобання')).toBeVisible();
    expect(within(quiet!).queryByText(/коментар|вподобан/)).toBeNull();
  });
});
