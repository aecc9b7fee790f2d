import { registerRemotes } from '@module-federation/enhanced/runtime';

import { loadRegistry, prefixSpecificity, remoteForPath, type RemoteEntry } from '../registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const garage: RemoteEntry = {
  name: 'mf-garage',
  federationName: 'mf_garage',
  entry: '/remotes/mf-garage/1.0.0-x/mf-manifest.json',
  version: '1.0.0',
  releaseId: '1.0.0-x',
  prefixes: ['/my/cars', '/cars', '/u/:nickname/car'],
};
const profile: RemoteEntry = {
  ...garage,
  name: 'mf-profile',
  federationName: 'mf_profile',
  prefixes: ['/profile', '/u'],
};
const community: RemoteEntry = {
  ...garage,
  name: 'mf-community',
  federationName: 'mf_community',
  prefixes: ['/posts', '/create-post', '/my/posts', '/tags', '/u/:nickname/posts'],
};

const answer = (status: number, body: unknown) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('the runtime registry', () => {
  beforeEach(() => jest.mocked(registerRemotes).mockClear());

  it('fetches remotes.json without the cache and registers every valid remote', async () => {
    const fetchImpl = answer(200, { remotes: [garage, profile, { name: 'broken' }] });
    const remotes = await loadRegistry(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(remotes.map((remote) => remote.name)).toEqual(['mf-garage', 'mf-profile']);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_garage', entry: garage.entry },
      { name: 'mf_profile', entry: profile.entry },
    ]);
  });

  it('keeps the shell running with no remotes when the registry fails', async () => {
    expect(await loadRegistry(answer(500, {}))).toEqual([]);
    expect(await loadRegistry(jest.fn().mockRejectedValue(new TypeError('offline')))).toEqual([]);
  });

  it('finds the remote that owns a path by whole segments', () => {
    const list = [garage, profile];
    expect(remoteForPath('/my/cars', list)?.name).toBe('mf-garage');
    expect(remoteForPath('/u/ann/car/golf', list)?.name).toBe('mf-garage');
    expect(remoteForPath('/profile/settings', list)?.name).toBe('mf-profile');
    expect(remoteForPath('/carsharing', list)).toBeUndefined();
    expect(remoteForPath('/', list)).toBeUndefined();
  });

  it('gives a path to the most specific prefix, in whichever order the remotes come', () => {
    for (const list of [
      [garage, profile],
      [profile, garage],
    ]) {
      expect(remoteForPath('/u/ann', list)?.name).toBe('mf-profile');
      expect(remoteForPath('/u/ann/', list)?.name).toBe('mf-profile');
      expect(remoteForPath('/u/car', list)?.name).toBe('mf-profile');
      expect(remoteForPath('/u/ann/car', list)?.name).toBe('mf-garage');
      expect(remoteForPath('/u/ann/car/golf-7', list)?.name).toBe('mf-garage');
      expect(remoteForPath('/u/ann/cars', list)?.name).toBe('mf-profile');
      expect(remoteForPath('/users/ann', list)).toBeUndefined();
    }
  });

  it("gives a member's posts to mf-community inside mf-profile's /u, and /my/posts beside mf-garage's /my/cars (ADR 0152)", () => {
    for (const list of [
      [garage, profile, community],
      [community, profile, garage],
    ]) {
      expect(remoteForPath('/u/ann/posts/first-drive', list)?.name).toBe('mf-community');
      expect(remoteForPath('/u/ann/posts', list)?.name).toBe('mf-community');
      expect(remoteForPath('/u/ann', list)?.name).toBe('mf-profile');
      expect(remoteForPath('/u/ann/postscript', list)?.name).toBe('mf-profile');
      expect(remoteForPath('/u/ann/car/golf-7', list)?.name).toBe('mf-garage');
      expect(remoteForPath('/posts', list)?.name).toBe('mf-community');
      expect(remoteForPath('/create-post', list)?.name).toBe('mf-community');
      expect(remoteForPath('/my/posts', list)?.name).toBe('mf-community');
      expect(remoteForPath('/tags/tuning', list)?.name).toBe('mf-community');
      expect(remoteForPath('/my/cars', list)?.name).toBe('mf-garage');
      expect(remoteForPath('/my/postsale', list)).toBeUndefined();
    }
  });

  it('ranks a written segment above a parameter of the same length', () => {
    expect(prefixSpecificity('/u/:nickname', '/u/settings')).toBe(5);
    expect(prefixSpecificity('/u/settings', '/u/settings')).toBe(6);
    expect(prefixSpecificity('/u/settings', '/u/ann')).toBe(-1);
    expect(prefixSpecificity('/u/:nickname/car', '/u/ann')).toBe(-1);
  });
});
