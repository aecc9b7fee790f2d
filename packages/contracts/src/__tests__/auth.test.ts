import {
  activateRequestSchema,
  currentUserSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  nicknameSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenPairSchema,
} from '../auth';
import { firstErrors } from './helpers';

describe('tokenPairSchema', () => {
  it('requires both tokens, non-empty', () => {
    expect(tokenPairSchema.safeParse({ accessToken: 'a', refreshToken: 'r' }).success).toBe(true);
    expect(tokenPairSchema.safeParse({ accessToken: 'a' }).success).toBe(false);
    expect(tokenPairSchema.safeParse({ accessToken: '', refreshToken: 'r' }).success).toBe(false);
  });
});

describe('currentUserSchema', () => {
  it('parses the current-user call', () => {
    const user = {
      id: 'u1',
      email: 'ann@example.com',
      nickname: 'ann',
      roles: ['user', 'admin'],
      permissions: ['vehicles:write'],
      restrictions: [],
    };
    expect(currentUserSchema.parse(user)).toEqual(user);
    expect(currentUserSchema.safeParse({ ...user, roles: ['root'] }).success).toBe(false);
  });
});

describe('loginRequestSchema', () => {
  it('normalises the e-mail and keeps the password untouched', () => {
    expect(loginRequestSchema.parse({ email: ' Ann@Example.COM ', password: ' pw ' })).toEqual({
      email: 'ann@example.com',
      password: ' pw ',
    });
  });

  it('reports required before format', () => {
    expect(firstErrors(loginRequestSchema, { email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(firstErrors(loginRequestSchema, {})).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
  });

  it('rejects malformed e-mail addresses', () => {
    expect(firstErrors(loginRequestSchema, { email: 'ann@', password: 'x' })).toEqual({
      email: 'validation.invalidEmail',
    });
  });

  it('does not reveal the password policy on login', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('registerRequestSchema', () => {
  it('needs a password of at least 8 and at most 128 characters', () => {
    expect(
      firstErrors(registerRequestSchema, { email: 'a@b.co', password: '1234567', nickname: 'ann' }),
    ).toEqual({
      password: 'validation.passwordTooShort',
    });
    expect(
      registerRequestSchema.safeParse({
        email: 'a@b.co',
        password: 'Pass-4f2a-word',
        nickname: 'ann',
      }).success,
    ).toBe(true);
    expect(
      firstErrors(registerRequestSchema, {
        email: 'a@b.co',
        password: 'x'.repeat(129),
        nickname: 'ann',
      }),
    ).toEqual({ password: 'validation.tooLong' });
  });

  it('limits e-mail length', () => {
    const email = `${'a'.repeat(250)}@b.co`;
    expect(
      firstErrors(registerRequestSchema, { email, password: 'Pass-4f2a-word', nickname: 'ann' }),
    ).toEqual({
      email: 'validation.tooLong',
    });
  });

  it('needs a URL-safe nickname', () => {
    expect(
      firstErrors(registerRequestSchema, { email: 'a@b.co', password: 'Pass-4f2a-word' }),
    ).toEqual({
      nickname: 'validation.required',
    });
    expect(
      firstErrors(registerRequestSchema, {
        email: 'a@b.co',
        password: 'Pass-4f2a-word',
        nickname: 'ann/../x',
      }),
    ).toEqual({ nickname: 'validation.invalidNickname' });
  });
});

describe('resetPasswordRequestSchema', () => {
  it('requires matching passwords and a token', () => {
    expect(
      firstErrors(resetPasswordRequestSchema, {
        token: '',
        password: 'Pass-4f2a-word',
        confirmPassword: 'Pass-4f2a-wordx',
      }),
    ).toEqual({ token: 'validation.required', confirmPassword: 'validation.passwordsDoNotMatch' });
    expect(
      resetPasswordRequestSchema.safeParse({
        token: 't',
        password: 'Pass-4f2a-word',
        confirmPassword: 'Pass-4f2a-word',
      }).success,
    ).toBe(true);
  });
});

describe('token and e-mail requests', () => {
  it('validate their single field', () => {
    expect(firstErrors(forgotPasswordRequestSchema, { email: 'nope' })).toEqual({
      email: 'validation.invalidEmail',
    });
    expect(firstErrors(activateRequestSchema, { token: '  ' })).toEqual({
      token: 'validation.required',
    });
    expect(refreshTokenRequestSchema.parse({ refreshToken: 'r' })).toEqual({ refreshToken: 'r' });
    expect(refreshTokenRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('nicknameSchema', () => {
  it.each(['ann', 'car.lover_1', 'Ann-Marie', 'a'.repeat(30)])('accepts %s', (nickname) => {
    expect(nicknameSchema.safeParse(nickname).success).toBe(true);
  });

  it.each(['ab', 'a'.repeat(31), '.ann', 'ann_', 'ann marie', 'аня', 'ann/x'])(
    'rejects %p as unfit for a URL',
    (nickname) => {
      expect(firstErrors(nicknameSchema, nickname)).toEqual({ '': 'validation.invalidNickname' });
    },
  );

  it('asks for a value when empty', () => {
    expect(firstErrors(nicknameSchema, ' ')).toEqual({ '': 'validation.required' });
  });

  it.each(['admin', 'Support', 'moderator', 'root', 'api', 'login', 'add-car', 'dashboard'])(
    'refuses the reserved %p',
    (nickname) => {
      expect(firstErrors(nicknameSchema, nickname)).toEqual({ '': 'validation.reservedNickname' });
    },
  );

  it.each([
    'Ad.Min',
    'add_car',
    'sign-in',
    'CarClub',
    'car_club',
    'carclub_team',
    'official.carclub.ua',
  ])('refuses %p: case and separators do not make a reserved name another one', (nickname) => {
    expect(firstErrors(nicknameSchema, nickname)).toEqual({ '': 'validation.reservedNickname' });
  });

  it.each(['badminton', 'admin_ann', 'rooted', 'car_fan_club', 'apinya'])(
    'accepts %p, which only contains a reserved word',
    (nickname) => {
      expect(nicknameSchema.safeParse(nickname).success).toBe(true);
    },
  );

  it('reports a malformed nickname as such, not as reserved', () => {
    expect(firstErrors(nicknameSchema, 'admin/')).toEqual({ '': 'validation.invalidNickname' });
  });

  it('names the nickname field at registration', () => {
    expect(
      firstErrors(registerRequestSchema, {
        email: 'a@b.co',
        password: 'Pass-4f2a-word',
        nickname: 'support',
      }),
    ).toEqual({ nickname: 'validation.reservedNickname' });
  });
});
