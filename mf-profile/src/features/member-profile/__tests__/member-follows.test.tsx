import { apiClient } from '@carclub/api-client';
import type { FollowedTarget, FollowingPage, MemberProfile } from '@carclub/contracts';
import { CURRENT_USER_QUERY_KEY, queryClient as sessionQueryClient } from '@carclub/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Component as FollowersPageView } from '../../../pages/member-followers-page';
import { Component as FollowingPageView } from '../../../pages/member-following-page';
import { currentUser } from '../../../test-utils/profile-fixtures';
import { fakeApiMethods, renderPage, setupTestEnvironment } from '../../../test-utils/render';

const { get } = fakeApiMethods(apiClient);

const MEMBER: MemberProfile = {
  nickname: 'ann_rides',
  avatar: null,
  cover: null,
  name: { first: 'Ann', last: 'Driver' },
  location: null,
  aboutMe: null,
  socialLinks: null,
  birthday: null,
  memberSince: '2026-03-03T10:00:00.000Z',
  counts: { vehicles: 1, followers: 1, following: 31 },
  followsPublic: true,
};

const target = (index: number, overrides: Partial<FollowedTarget> = {}): FollowedTarget => ({
  kind: 'models',
  id: `model-${index}`,
  name: `Make Model ${index}`,
  ownerNickname: null,
  image: null,
  path: `/cars?manufacturer=make&model=model-${index}`,
  followedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** The member, and their following list in two pages: a car and a member first. */
function answer(member: MemberProfile) {
  get.mockImplementation(async (url: string, config?: { params?: { cursor?: string } }) => {
    if (url === '/users/ann_rides') return { data: member };
    if (url === '/users/ann_rides/followers') {
      return {
        data: {
          items: [{ nickname: 'gus', avatar: null, followedAt: '2026-11-02T10:00:00.000Z' }],
          nextCursor: null,
        },
      };
    }
    if (url === '/users/ann_rides/following') {
      const page: FollowingPage =
        config?.params?.cursor === 'page-2'
          ? { items: [target(30)], nextCursor: null }
          : {
              items: [
                target(0, {
                  kind: 'vehicles',
                  id: 'car-1',
                  name: 'Blue Golf',
                  ownerNickname: 'bob',
                  path: '/u/bob/car/blue-golf',
                }),
                target(1, { kind: 'members', id: 'bob', name: 'bob', path: '/u/bob' }),
                ...Array.from({ length: 28 }, (_, index) => target(index + 2)),
              ],
              nextCursor: 'page-2',
            };
      return { data: page };
    }
    throw new Error(`unexpected GET ${url}`);
  });
}

setupTestEnvironment();
beforeEach(() => {
  sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
});

describe('a member’s follows lists (ADR 0165)', () => {
  it('lists whom a member follows, each linking to its page, with more on demand', async () => {
    answer(MEMBER);
    renderPage(<FollowingPageView />, '/u/:nickname/following', '/u/ann_rides/following');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ann Driver follows' }),
    ).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Follows' });
    expect(within(tabs).getByRole('link', { name: 'Following · 31' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Followers · 1' })).toHaveAttribute(
      'href',
      '/u/ann_rides/followers',
    );
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: 'Blue Golf' })).toHaveAttribute(
      'href',
      '/u/bob/car/blue-golf',
    );
    expect(within(list).getByText('Car of bob')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/u/bob');
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Make Model 30' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(31);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('lists who follows a member', async () => {
    answer(MEMBER);
    renderPage(<FollowersPageView />, '/u/:nickname/followers', '/u/ann_rides/followers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Followers of Ann Driver' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'gus' })).toHaveAttribute('href', '/u/gus');
  });

  it('shows others only the counts of hidden lists, and the member their own', async () => {
    answer({ ...MEMBER, followsPublic: false });
    const { unmount } = renderPage(
      <FollowersPageView />,
      '/u/:nickname/followers',
      '/u/ann_rides/followers',
    );
    expect(await screen.findByText('Ann Driver keeps these lists private.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Followers · 1' })).toBeVisible();
    expect(get).not.toHaveBeenCalledWith('/users/ann_rides/followers', expect.anything());
    unmount();

    sessionQueryClient.setQueryData(CURRENT_USER_QUERY_KEY, currentUser({ nickname: 'ann_rides' }));
    renderPage(<FollowersPageView />, '/u/:nickname/followers', '/u/ann_rides/followers');
    expect(await screen.findByRole('link', { name: 'gus' })).toBeVisible();
    expect(screen.queryByText('Ann Driver keeps these lists private.')).not.toBeInTheDocument();
  });
});
