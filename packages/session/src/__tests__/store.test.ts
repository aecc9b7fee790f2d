import type { CurrentUser } from '@carclub/contracts';
import { useSessionStore } from '../index';

const user: CurrentUser = {
  id: 'u1',
  email: 'ann@example.com',
  nickname: 'ann',
  roles: ['user'],
  permissions: [],
  restrictions: [],
};

describe('useSessionStore', () => {
  it('starts idle, without tokens or user', () => {
    expect(useSessionStore.getState()).toEqual(
      expect.objectContaining({ tokens: null, user: null, status: 'idle' }),
    );
  });

  it('derives the status from the user', () => {
    const { setUser, setLoading } = useSessionStore.getState();

    setLoading();
    expect(useSessionStore.getState().status).toBe('loading');
    setUser(user);
    expect(useSessionStore.getState()).toEqual(
      expect.objectContaining({ user, status: 'authenticated' }),
    );
    setUser(null);
    expect(useSessionStore.getState()).toEqual(
      expect.objectContaining({ user: null, status: 'anonymous' }),
    );
  });

  it('clears tokens and user together', () => {
    const { setTokens, setUser, clear } = useSessionStore.getState();
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    setUser(user);

    clear();

    expect(useSessionStore.getState()).toEqual(
      expect.objectContaining({ tokens: null, user: null, status: 'anonymous' }),
    );
  });
});
