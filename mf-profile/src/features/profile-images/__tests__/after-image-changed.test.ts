import { CURRENT_USER_QUERY_KEY, OWN_PROFILE_QUERY_KEY } from '@carclub/session';
import { QueryClient } from '@tanstack/react-query';

import { profile } from '../../../test-utils/profile-fixtures';
import { afterProfileImageChanged } from '../api/upload-profile-image';

const NEW_AVATAR = '/media/avatars/new.webp';

describe('after a new picture is stored', () => {
  it('writes it into the own profile and marks answers that may show the old one stale', () => {
    const client = new QueryClient();
    const member = ['members', 'ann_rides'];
    const car = ['vehicles', 'page', 'ann_rides', 'golf'];
    const countries = ['reference', 'countries'];
    client.setQueryData(OWN_PROFILE_QUERY_KEY, profile({ avatar: '/media/avatars/old.webp' }));
    client.setQueryData(CURRENT_USER_QUERY_KEY, { id: 'u' });
    for (const key of [member, car, countries]) client.setQueryData(key, {});

    const updated = afterProfileImageChanged(client, 'avatar', NEW_AVATAR, profile());

    expect(updated.avatar).toBe(NEW_AVATAR);
    expect(client.getQueryData(OWN_PROFILE_QUERY_KEY)).toEqual(updated);
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(member)).toBe(true);
    expect(invalidated(car)).toBe(true);
    expect(invalidated(countries)).toBe(false);
    expect(invalidated(OWN_PROFILE_QUERY_KEY)).toBe(false);
    expect(invalidated(CURRENT_USER_QUERY_KEY)).toBe(false);
  });

  it('starts from the given profile when none is cached, keeping its other picture', () => {
    const client = new QueryClient();
    const updated = afterProfileImageChanged(
      client,
      'cover',
      '/media/covers/new.webp',
      profile({ avatar: '/media/avatars/kept.webp' }),
    );
    expect(updated).toMatchObject({
      avatar: '/media/avatars/kept.webp',
      cover: '/media/covers/new.webp',
    });
  });
});
