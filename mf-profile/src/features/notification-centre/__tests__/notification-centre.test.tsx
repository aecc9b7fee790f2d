import { apiClient } from '@carclub/api-client';
import type { Notification, NotificationPage } from '@carclub/contracts';
import { i18n } from '@carclub/i18n';
import { NOTIFICATION_QUERY_KEYS } from '@carclub/session';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { NotificationsPage } from '../../../pages/notifications-page';
import {
  errorPayload,
  fakeApiMethods,
  httpError,
  renderPage,
  setupTestEnvironment,
} from '../../../test-utils/render';

const { get, post } = fakeApiMethods(apiClient);

setupTestEnvironment();

const now = new Date();
const today = (hour: number) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, hour).toISOString();
const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12).toISOString();
const longAgo = new Date(2025, 11, 1, 12).toISOString();

let sequence = 0;
function notification(
  kind: string,
  data: Record<string, string>,
  createdAt: string,
  read = false,
): Notification {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    kind,
    data,
    createdAt,
    readAt: read ? createdAt : null,
  };
}

const page = (items: Notification[], nextCursor: string | null = null): NotificationPage => ({
  items,
  nextCursor,
  unread: items.filter((item) => item.readAt === null).length,
});

/** What the bell shows: the unread count in the shared query the shell reads. */
function BellProbe() {
  const { data } = useQuery<{ unread: number }>({
    queryKey: NOTIFICATION_QUERY_KEYS.unread,
    queryFn: () => new Promise(() => undefined),
    enabled: false,
  });
  return <p data-testid="bell">{data?.unread ?? '-'}</p>;
}

const open = () =>
  renderPage(
    <>
      <NotificationsPage />
      <BellProbe />
    </>,
    '/profile/notifications',
  );

const signIn = notification('newSignIn', { browser: 'Chrome', os: 'Windows' }, today(30));
const hidden = notification(
  'vehicleHidden',
  { vehicleId: 'v-42', vehicleName: 'Golf GTI' },
  yesterday,
);
const fromTheFuture = notification('clubInvite', { club: 'Drifters' }, yesterday);
const passwordChanged = notification('passwordChanged', {}, longAgo, true);

const items = () => screen.getAllByRole('listitem');
const itemWith = (text: string | RegExp) =>
  items().find((item) => within(item).queryByText(text)) ?? null;

describe('the notification centre', () => {
  it('lists the newest first by day, marks the unread ones in words, and links every subject', async () => {
    get.mockResolvedValue({ data: page([signIn, hidden, fromTheFuture, passwordChanged]) });
    open();

    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual(['Today', 'Yesterday', 'December 1, 2025']);
    expect(get).toHaveBeenCalledWith(
      '/notifications',
      expect.objectContaining({ params: { limit: 20 } }),
    );
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    expect(screen.getByTestId('bell')).toHaveTextContent('3');

    const signInItem = itemWith('New sign-in from Chrome on Windows')!;
    const signInLink = within(signInItem).getByRole('link', {
      name: 'New sign-in from Chrome on Windows',
    });
    expect(signInLink).toHaveAttribute('href', '/profile/settings?tab=security');
    expect(signInLink).toHaveAccessibleDescription('New');
    expect(within(signInItem).getByRole('link', { name: 'This wasn’t me' })).toHaveAttribute(
      'href',
      '/profile/settings?tab=security',
    );
    expect(
      within(itemWith(/Golf GTI/)!).getByRole('link', {
        name: 'A moderator hid “Golf GTI” from the public pages',
      }),
    ).toHaveAttribute('href', '/edit-car/v-42');

    // A kind this client does not know yet: a generic text, no link, still markable.
    const unknown = itemWith(/cannot show yet/)!;
    expect(within(unknown).queryByRole('link')).not.toBeInTheDocument();
    expect(within(unknown).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();

    const read = itemWith('Your password was changed')!;
    expect(within(read).queryByText('New')).not.toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(read).getByRole('link')).toHaveAttribute(
      'href',
      '/profile/settings?tab=security',
    );
  });

  it('links a hidden or restored post or comment to the page it is on', async () => {
    const path = '/u/ann/car/golf/logbook/e1#comment-c1';
    get.mockResolvedValue({
      data: page([
        notification(
          'contentHidden',
          { contentKind: 'comment', title: 'New clutch', path, reason: 'Advertising' },
          yesterday,
        ),
        notification(
          'contentRestored',
          { contentKind: 'post', title: 'My story', path: '/u/ann/posts/my-story' },
          yesterday,
        ),
      ]),
    });
    open();
    expect(
      await screen.findByRole('link', { name: 'A moderator hid your comment on “New clutch”' }),
    ).toHaveAttribute('href', path);
    expect(
      screen.getByRole('link', { name: 'Your post “My story” is shown again' }),
    ).toHaveAttribute('href', '/u/ann/posts/my-story');
  });

  it('links a due reminder to the car’s reminders page, where it is marked done', async () => {
    const due = notification(
      'reminderDue',
      { vehicleId: 'v-7', vehicleName: 'Belt Golf', reminderId: 'r-1', title: 'Timing belt' },
      today(10),
    );
    get.mockResolvedValue({ data: page([due]) });
    open();

    expect(
      await screen.findByRole('link', { name: '“Timing belt” is due on “Belt Golf”' }),
    ).toHaveAttribute('href', '/edit-car/v-7/reminders');
  });

  it('tells the outcome of a report, naming neither a moderator nor a page to open', async () => {
    const resolved = notification(
      'reportHandled',
      { outcome: 'resolved', subjectType: 'vehicle', subjectName: 'Toy Golf' },
      today(10),
    );
    const dismissed = notification(
      'reportHandled',
      { outcome: 'dismissed', subjectType: 'member' },
      today(20),
    );
    get.mockResolvedValue({ data: page([resolved, dismissed]) });
    open();

    const action = await screen.findByText(
      'Your report of “Toy Golf” was reviewed, and the moderators took action',
    );
    expect(action.closest('a')).toBeNull();
    expect(
      screen.getByText('Your report was reviewed: the moderators found nothing against the rules'),
    ).toBeInTheDocument();

    await i18n.changeLanguage('uk');
    expect(
      await screen.findByText('Вашу скаргу на «Toy Golf» розглянуто, модератори вжили заходів'),
    ).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('tells of comments, replies, mentions and batched likes, linking to the comment', async () => {
    const entry = {
      discussionId: 'd-1',
      subjectKind: 'logbookEntry',
      subjectTitle: 'Clutch swap',
      ownerNickname: 'Ann',
      slug: 'golf',
      entryId: 'e-1',
    };
    const post = { ...entry, subjectKind: 'post', subjectTitle: 'Road trip', slug: 'road-trip' };
    delete (post as { entryId?: string }).entryId;
    get.mockResolvedValue({
      data: page([
        notification('comment', { ...entry, commentId: 'c-1', by: 'Bob' }, today(50)),
        notification('reply', { ...post, commentId: 'c-2', by: 'Cat' }, today(40)),
        notification('mention', { ...entry, commentId: 'c-3', by: 'Dan' }, today(30)),
        notification('like', { ...post, by: 'Eve', others: '5', since: today(1) }, today(20)),
        notification(
          'like',
          { ...entry, commentId: 'c-4', by: 'Fay', others: '0', since: today(1) },
          today(10),
        ),
      ]),
    });
    open();

    const entryPage = '/u/Ann/car/golf/logbook/e-1';
    expect(
      await screen.findByRole('link', {
        name: 'Bob commented on your logbook entry “Clutch swap”',
      }),
    ).toHaveAttribute('href', `${entryPage}#comment-c-1`);
    expect(
      screen.getByRole('link', { name: 'Cat replied to your comment on “Road trip”' }),
    ).toHaveAttribute('href', '/u/Ann/posts/road-trip#comment-c-2');
    expect(
      screen.getByRole('link', { name: 'Dan mentioned you in a comment on “Clutch swap”' }),
    ).toHaveAttribute('href', `${entryPage}#comment-c-3`);
    expect(
      screen.getByRole('link', { name: 'Eve and 5 other members liked your post “Road trip”' }),
    ).toHaveAttribute('href', '/u/Ann/posts/road-trip');
    expect(
      screen.getByRole('link', { name: 'Fay liked your comment on “Clutch swap”' }),
    ).toHaveAttribute('href', `${entryPage}#comment-c-4`);

    await i18n.changeLanguage('uk');
    expect(
      await screen.findByText('Ваш допис «Road trip» сподобався Eve і ще 5 учасникам'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Новий коментар від Bob до вашого запису бортжурналу «Clutch swap»'),
    ).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('tells of new followers, batched, linking to the latest one’s page', async () => {
    get.mockResolvedValue({
      data: page([
        notification('follower', { by: 'Gus', others: '3', since: today(5) }, today(2)),
        notification('follower', { by: 'Hal', others: '0', since: today(60) }, today(60)),
      ]),
    });
    open();
    expect(
      await screen.findByRole('link', { name: 'Gus and 3 other members follow you' }),
    ).toHaveAttribute('href', '/u/Gus');
    expect(screen.getByRole('link', { name: 'Hal follows you' })).toHaveAttribute('href', '/u/Hal');

    await i18n.changeLanguage('uk');
    expect(await screen.findByText('Gus і ще 3 учасники стежать за вами')).toBeInTheDocument();
    expect(screen.getByText('Hal стежить за вами')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('marks one read with its button, moving the focus to its text, and tells the bell', async () => {
    get.mockResolvedValue({ data: page([signIn, hidden]) });
    post.mockResolvedValue({ data: { unread: 1 } });
    const user = userEvent.setup();
    open();
    const item = await waitFor(() => itemWith(/Golf GTI/)!);
    const button = within(item).getByRole('button', { name: 'Mark as read' });
    expect(button).toHaveAccessibleDescription('A moderator hid “Golf GTI” from the public pages');
    await user.click(button);

    expect(post).toHaveBeenCalledWith(`/notifications/${hidden.id}/read`, undefined);
    await waitFor(() => expect(within(item).queryByText('New')).not.toBeInTheDocument());
    expect(within(item).getByRole('link')).toHaveFocus();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByTestId('bell')).toHaveTextContent('1');
    expect(within(itemWith(/Chrome/)!).getByText('New')).toBeInTheDocument();
  });

  it('marks an item read when it is opened', async () => {
    get.mockResolvedValue({ data: page([signIn]) });
    post.mockResolvedValue({ data: { unread: 0 } });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('link', { name: 'This wasn’t me' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/profile/settings?tab=security',
    );
    expect(post).toHaveBeenCalledWith(`/notifications/${signIn.id}/read`, undefined);
  });

  it('marks all read at once and says so', async () => {
    get.mockResolvedValue({ data: page([signIn, hidden]) });
    post.mockResolvedValue({ data: { unread: 0 } });
    const user = userEvent.setup();
    open();
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await user.click(button);
    expect(await screen.findByText('All notifications are marked as read')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/notifications/read-all', undefined);
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText('All read')).toBeInTheDocument();
    expect(screen.getByTestId('bell')).toHaveTextContent('0');
    // Nothing left to mark: the button is off, and the focus went to the count.
    expect(button).toBeDisabled();
    expect(screen.getByText('All read')).toHaveFocus();
  });

  it('loads the next page by its cursor and moves the focus to the first new item', async () => {
    const older = notification('emailChangeConfirmed', { email: 'ann@new.example' }, longAgo);
    get
      .mockResolvedValueOnce({ data: page([signIn], 'cursor-2') })
      .mockResolvedValueOnce({ data: page([older]) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    const link = await screen.findByRole('link', { name: 'Your e-mail is now ann@new.example' });
    expect(get).toHaveBeenLastCalledWith(
      '/notifications',
      expect.objectContaining({ params: { limit: 20, cursor: 'cursor-2' } }),
    );
    expect(items()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('says when a further page fails, and keeps the button for another try', async () => {
    get
      .mockResolvedValueOnce({ data: page([signIn], 'cursor-2') })
      .mockRejectedValueOnce(httpError(500, errorPayload(500, 'Internal Server Error', 'boom')));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More notifications could not be loaded',
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(items()).toHaveLength(1);
  });

  it('has an empty state, and an error state with a retry', async () => {
    get.mockResolvedValueOnce({ data: page([]) });
    const empty = open();
    expect(
      await screen.findByRole('heading', { name: 'No notifications yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    empty.unmount();

    get
      .mockRejectedValueOnce(httpError(503, errorPayload(503, 'Service Unavailable', 'down')))
      .mockResolvedValueOnce({ data: page([signIn]) });
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { name: 'Your notifications could not be loaded.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'New sign-in from Chrome on Windows' }),
    ).toBeInTheDocument();
  });

  it('speaks Ukrainian', async () => {
    await i18n.changeLanguage('uk');
    get.mockResolvedValue({ data: page([signIn, hidden]) });
    open();
    expect(await screen.findByRole('heading', { name: 'Сьогодні' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Учора' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Новий вхід з Chrome на Windows' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 непрочитані')).toBeInTheDocument();
    expect(screen.getAllByText('Нове')).toHaveLength(2);
    await i18n.changeLanguage('en');
  });
});
