import {
  adminMemberPage,
  carCostsPage,
  carRemindersPage,
  editCarPage,
  editLogbookEntryPage,
  localizedPageUrl,
  logbookEntryPage,
  logbookImportPage,
  matchPagePath,
  memberPage,
  newLogbookEntryPage,
  registerPage,
  signInPage,
  vehiclePage,
  withMemberNickname,
} from '../page-paths';

/** What a router hands over: each segment's percent-escapes undone, the query left off. */
const decoded = (path: string) => path.split('?')[0]!.split('/').map(decodeURIComponent).join('/');

const ODD_NICKNAMES = ['ann', 'Ann.B', 'ann b', 'анна', 'a?b', 'a#b', 'a%2Fb', 'x&y=z', '..'];

describe('page path builders', () => {
  it('build each page of the spec', () => {
    const car = { nickname: 'ann', slug: 'golf-1.4' };
    expect(memberPage('ann')).toBe('/u/ann');
    expect(vehiclePage(car)).toBe('/u/ann/car/golf-1.4');
    expect(vehiclePage(car, { tab: 'logbook' })).toBe('/u/ann/car/golf-1.4?tab=logbook');
    expect(logbookEntryPage(car, 'e1')).toBe('/u/ann/car/golf-1.4/logbook/e1');
    expect(editCarPage('c1')).toBe('/edit-car/c1');
    expect(carRemindersPage('c1')).toBe('/edit-car/c1/reminders');
    expect(carCostsPage('c1')).toBe('/edit-car/c1/logbook/costs');
    expect(newLogbookEntryPage('c1')).toBe('/edit-car/c1/logbook/new');
    expect(editLogbookEntryPage('c1', 'e1')).toBe('/edit-car/c1/logbook/e1');
    expect(logbookImportPage('c1')).toBe('/edit-car/c1/logbook/import');
    expect(adminMemberPage('m1')).toBe('/dashboard/members/m1');
  });

  it('encode what a member or the database chose, one segment each', () => {
    expect(memberPage('анна')).toBe('/u/%D0%B0%D0%BD%D0%BD%D0%B0');
    expect(memberPage('a?b')).toBe('/u/a%3Fb');
    expect(memberPage('a/b')).toBe('/u/a%2Fb');
    expect(vehiclePage({ nickname: 'ann b', slug: 'x#1' })).toBe('/u/ann%20b/car/x%231');
    expect(editCarPage('../admin')).toBe('/edit-car/..%2Fadmin');
  });

  it('lead back after signing in, the home page leaving no redirect', () => {
    expect(signInPage()).toBe('/login');
    expect(signInPage('/')).toBe('/login');
    expect(signInPage('/my/cars?page=2')).toBe('/login?redirect=%2Fmy%2Fcars%3Fpage%3D2');
    expect(registerPage('/u/ann')).toBe('/register?redirect=%2Fu%2Fann');
  });

  it('name a page in each language as the head does', () => {
    expect(localizedPageUrl('https://carclub.ua', '/cars', 'uk')).toBe('https://carclub.ua/cars');
    expect(localizedPageUrl('https://carclub.ua', '/cars', 'en')).toBe(
      'https://carclub.ua/cars?lang=en',
    );
  });
});

describe('matchPagePath', () => {
  it.each(ODD_NICKNAMES)('finds the pages it built for %j', (nickname) => {
    const car = { nickname, slug: 'golf-1.4' };
    expect(matchPagePath(decoded(memberPage(nickname)))).toEqual({ page: 'member', nickname });
    expect(matchPagePath(decoded(vehiclePage(car)))).toEqual({
      page: 'vehicle',
      nickname,
      slug: 'golf-1.4',
    });
    expect(matchPagePath(decoded(vehiclePage(car, { tab: 'logbook' })))).toEqual({
      page: 'vehicle',
      nickname,
      slug: 'golf-1.4',
    });
    expect(matchPagePath(decoded(logbookEntryPage(car, 'e 1')))).toEqual({
      page: 'logbookEntry',
      nickname,
      slug: 'golf-1.4',
      entryId: 'e 1',
    });
  });

  it.each([
    ['/u/ann/', { page: 'member', nickname: 'ann' }],
    ['u/ann', { page: 'member', nickname: 'ann' }],
    ['/u/ann/car/golf/', { page: 'vehicle', nickname: 'ann', slug: 'golf' }],
    ['/u/ann.b/car', { page: 'underMember', nickname: 'ann.b' }],
    ['/u/ann/car/golf/logbook', { page: 'underMember', nickname: 'ann' }],
    ['/u/ann/car/golf/logbook/e1/more', { page: 'underMember', nickname: 'ann' }],
    ['/u/ann/garage', { page: 'underMember', nickname: 'ann' }],
    ['/u/ann/posts/first-drive/', { page: 'post', nickname: 'ann', slug: 'first-drive' }],
    ['/u/ann/posts', { page: 'underMember', nickname: 'ann' }],
    ['/u/ann/posts/first-drive/more', { page: 'underMember', nickname: 'ann' }],
    ['/u/ann//', { page: 'underMember', nickname: 'ann' }],
  ])('reads %s', (path, expected) => {
    expect(matchPagePath(path)).toEqual(expected);
  });

  it.each(['/', '/cars', '/u', '/u/', '/u//car/x', '//u/ann', '/users/ann', '/my/cars'])(
    'finds no member page at %s',
    (path) => {
      expect(matchPagePath(path)).toBeUndefined();
    },
  );
});

describe('withMemberNickname', () => {
  it.each([
    ['/u/ANN', '/u/Ann'],
    ['/u/old/car/golf?tab=logbook', '/u/Ann/car/golf?tab=logbook'],
    ['/u/old%20name/car/golf/logbook/e1', '/u/Ann/car/golf/logbook/e1'],
    ['/u/old?lang=en', '/u/Ann?lang=en'],
    ['/cars', '/cars'],
    ['/u/?x=1', '/u/?x=1'],
  ])('moves %s to %s', (url, expected) => {
    expect(withMemberNickname(url, 'Ann')).toBe(expected);
  });

  it('encodes the new nickname', () => {
    expect(withMemberNickname('/u/old/car/x', 'a b')).toBe('/u/a%20b/car/x');
  });
});
