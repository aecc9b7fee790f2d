import { nicknameSchema } from '@carclub/contracts';

import {
  FALLBACK_NICKNAME,
  firstFreeNickname,
  nicknameBase,
} from '../../../../../src/lib/auth/google/nickname';

const named = (name: string | undefined, givenName?: string, familyName?: string) =>
  nicknameBase({ name, givenName, familyName });

describe('nicknameBase', () => {
  it.each([
    ['Ann Smith', 'ann.smith'],
    ['Олена Петренко', 'olena.petrenko'],
    ['Юрій Їжак', 'iurii.izhak'],
    ['José Núñez-García', 'jose.nunez.garcia'],
    ["  O'Brien  ", 'o.brien'],
    ['Jean-Luc Picard of the USS Enterprise NCC-1701-D', 'jean.luc.picard.of.the.uss'],
  ])('makes %p into %p, a valid nickname', (name, expected) => {
    const nickname = named(name);
    expect(nickname).toBe(expected);
    expect(nicknameSchema.safeParse(nickname).success).toBe(true);
  });

  it('uses the given and family names when there is no full name', () => {
    expect(named(undefined, 'Taras', 'Shevchenko')).toBe('taras.shevchenko');
  });

  it.each([[undefined], ['李小龍'], ['Al'], ['!!!']])(
    'falls back to a neutral nickname for %p (never the e-mail address)',
    (name) => {
      expect(named(name)).toBe(FALLBACK_NICKNAME);
    },
  );

  it.each([['Admin'], ['Support'], ['Car Club'], ['CarClub Kyiv']])(
    'falls back to a neutral nickname for %p, which is reserved',
    (name) => {
      expect(named(name)).toBe(FALLBACK_NICKNAME);
      expect(nicknameSchema.safeParse(FALLBACK_NICKNAME).success).toBe(true);
    },
  );
});

describe('firstFreeNickname', () => {
  it('keeps a free base and numbers a taken one, ignoring case', () => {
    expect(firstFreeNickname('ann.smith', [])).toBe('ann.smith');
    expect(firstFreeNickname('ann.smith', ['Ann.Smith'])).toBe('ann.smith2');
    expect(firstFreeNickname('ann.smith', ['ann.smith', 'ann.smith2', 'ANN.SMITH3'])).toBe(
      'ann.smith4',
    );
  });

  it('gives up once every number that fits is taken', () => {
    const taken = ['driver', ...Array.from({ length: 9998 }, (_, i) => `driver${i + 2}`)];
    expect(firstFreeNickname('driver', taken)).toBeUndefined();
  });
});
