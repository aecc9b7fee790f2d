import { newPasswordSchema, registerRequestSchema, resetPasswordRequestSchema } from '../auth';
import {
  commonPasswordsLoaded,
  loadCommonPasswords,
  passwordProblemMessages,
  passwordProblems,
  passwordStrength,
} from '../password-policy';
import { firstErrors } from './helpers';

const ANN = { email: 'Ann.Smith+cars@Example.com', nickname: 'DriftAnn' };

describe('password policy before the common-password list is loaded', () => {
  it('checks everything but the list, which a browser loads on first use', () => {
    expect(commonPasswordsLoaded()).toBe(false);
    expect(passwordProblems('12345678')).toEqual([]);
    expect(passwordProblems('        ')).toEqual(['oneCharacter']);
  });
});

describe('password policy', () => {
  beforeAll(() => loadCommonPasswords());

  it('bundles at least 10,000 common passwords, matched ignoring case', () => {
    expect(commonPasswordsLoaded()).toBe(true);
    for (const password of ['12345678', 'password', 'Password1', 'qwertyuiop', 'iloveyou1']) {
      expect(passwordProblems(password)).toEqual(['tooCommon']);
    }
    // Far down the ranking, so the whole list is there, not its first few thousand.
    expect(passwordProblems('chinchilla')).toEqual(['tooCommon']);
    expect(passwordProblems('letmein123')).toEqual(['tooCommon']);
  });

  it('refuses one character repeated, spaces included', () => {
    expect(passwordProblems('        ')).toEqual(['oneCharacter']);
    expect(passwordProblems('ZZZZZZZZZZZZ')).toEqual(['oneCharacter']);
    expect(passwordProblems('😀😀😀😀')).toContain('oneCharacter');
  });

  it('refuses the name of the e-mail address and the nickname, in any case', () => {
    expect(passwordProblems('ann.smith@example.com', ANN)).toEqual(['containsEmail']);
    expect(passwordProblems('my-ANN.SMITH-2024', ANN)).toEqual(['containsEmail']);
    expect(passwordProblems('xx-driftann-xx', ANN)).toEqual(['containsNickname']);
    expect(passwordProblems('Ann Smith drives', ANN)).toEqual([]);
  });

  it('does not look for e-mail names and nicknames shorter than three characters', () => {
    expect(passwordProblems('jo-and-the-bus', { email: 'jo@example.com', nickname: 'jo' })).toEqual(
      [],
    );
  });

  it('calls a short common password only too short', () => {
    expect(passwordProblems('qwerty')).toEqual(['tooShort']);
  });

  it('lists every reason at once, the shortest first', () => {
    expect(passwordProblems('annnnnn', { nickname: 'ann' })).toEqual([
      'tooShort',
      'containsNickname',
    ]);
    expect(passwordProblemMessages('aaaa')).toEqual([
      'validation.passwordTooShort',
      'validation.passwordOneCharacter',
    ]);
  });

  it('accepts an uncommon password that names nobody', () => {
    expect(passwordProblems('Pass-4f2a9c1b-word', ANN)).toEqual([]);
    expect(passwordProblems('correct horse battery', ANN)).toEqual([]);
  });
});

describe('passwordStrength', () => {
  beforeAll(() => loadCommonPasswords());

  it('is 0 for what the policy refuses', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('password')).toBe(0);
    expect(passwordStrength('Ann.Smith-1999', ANN)).toBe(0);
  });

  it('grows with length and variety', () => {
    const levels = ['kdfgwrtz', 'kdfgwrtz42', 'kdfgWrtz42', 'Kd8#fgWr!tz-42xq'].map((password) =>
      passwordStrength(password),
    );
    expect(levels).toEqual([1, 2, 3, 4]);
  });

  it('counts a common password inside a longer one as a single guess', () => {
    expect(passwordStrength('password9999')).toBeLessThan(passwordStrength('kqzvbmtw9999'));
    expect(passwordStrength('aaaaaaaaaaab')).toBe(1);
  });
});

describe('schemas with the policy', () => {
  beforeAll(() => loadCommonPasswords());

  it('refuse a common password wherever a new password is chosen', () => {
    expect(firstErrors(newPasswordSchema, 'qwerty123')).toEqual({
      '': 'validation.passwordTooCommon',
    });
    expect(
      firstErrors(resetPasswordRequestSchema, {
        token: 't',
        password: '12345678',
        confirmPassword: '12345678',
      }),
    ).toEqual({ password: 'validation.passwordTooCommon' });
  });

  it('refuse at registration a password naming the account, under the password field', () => {
    expect(
      firstErrors(registerRequestSchema, {
        email: 'ann.smith@example.com',
        password: 'ann.smith@example.com',
        nickname: 'ann_s',
      }),
    ).toEqual({ password: 'validation.passwordContainsEmail' });
    expect(
      firstErrors(registerRequestSchema, {
        email: 'a@b.co',
        password: 'i-am-DriftAnn!',
        nickname: 'driftann',
      }),
    ).toEqual({ password: 'validation.passwordContainsNickname' });
  });

  it('check the password against the fields that are present, even while others are missing', () => {
    expect(
      firstErrors(registerRequestSchema, { email: 'a@b.co', password: '        ', nickname: '' }),
    ).toEqual({ password: 'validation.passwordOneCharacter', nickname: 'validation.required' });
  });
});
