import {
  changePasswordSchema,
  profileCountryIssues,
  profileSchema,
  profileUpdateSchema,
} from '../profile';
import { firstErrors } from './helpers';

const validUpdate = {
  nickname: 'ann',
  email: 'ann@example.com',
  firstName: 'Anna',
  lastName: '',
  city: 'Kyiv',
  countryId: 'ua',
  stateId: 'kyiv',
  phone: '+380671234567',
  postalCode: '01001',
  sex: 'female',
  aboutMe: '',
  birthday: '1990-05-17',
  socialLinks: { instagram: '@ann', youtube: '', tiktok: null },
};

describe('profileUpdateSchema', () => {
  beforeEach(() => {
    jest.useFakeTimers().setSystemTime(new Date('2025-06-15T12:00:00Z'));
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('accepts a complete form, where empty inputs mean "not set"', () => {
    expect(profileUpdateSchema.parse(validUpdate)).toEqual(validUpdate);
  });

  it('needs only nickname and e-mail', () => {
    expect(profileUpdateSchema.safeParse({ nickname: 'ann', email: 'a@b.co' }).success).toBe(true);
    expect(firstErrors(profileUpdateSchema, {})).toEqual({
      nickname: 'validation.required',
      email: 'validation.required',
    });
  });

  it.each([
    ['phone', 'call me', 'validation.invalidPhone'],
    ['postalCode', '#1', 'validation.invalidPostalCode'],
    ['sex', 'unknown', 'validation.invalidOption'],
    ['firstName', 'x'.repeat(51), 'validation.tooLong'],
    ['aboutMe', 'x'.repeat(1001), 'validation.tooLong'],
    ['birthday', '17.05.1990', 'validation.invalidDate'],
    ['birthday', '1899-12-31', 'validation.invalidDate'],
    ['birthday', '2025-06-16', 'validation.dateMustBePast'],
  ])('rejects %s = %p', (field, value, message) => {
    expect(firstErrors(profileUpdateSchema, { ...validUpdate, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('accepts a birthday of yesterday', () => {
    expect(profileUpdateSchema.safeParse({ ...validUpdate, birthday: '2025-06-14' }).success).toBe(
      true,
    );
  });

  it('accepts a social link as URL or @handle of the right network only', () => {
    const socialLinks = {
      instagram: 'https://instagram.com/ann',
      youtube: '@ann-cars',
      tiktok: 'https://youtube.com/@ann',
    };
    expect(firstErrors(profileUpdateSchema, { ...validUpdate, socialLinks })).toEqual({
      'socialLinks.tiktok': 'validation.invalidSocialLink',
    });
  });
});

describe('profileCountryIssues', () => {
  const ukraine = { code: 'UA' };
  const states = [{ id: 'kyiv' }, { id: 'lviv' }];

  it('passes a profile that fits the country', () => {
    expect(profileCountryIssues(validUpdate, ukraine, states)).toEqual([]);
  });

  it('applies the country phone, postal and state rules', () => {
    expect(
      profileCountryIssues(
        { phone: '+48512345678', postalCode: '00-950', stateId: 'mazowieckie' },
        ukraine,
        states,
      ),
    ).toEqual([
      { path: 'phone', message: 'validation.invalidPhone' },
      { path: 'postalCode', message: 'validation.invalidPostalCode' },
      { path: 'stateId', message: 'validation.invalidState' },
    ]);
  });

  it('rejects a state without a country and ignores unset fields', () => {
    expect(
      profileCountryIssues({ phone: '', postalCode: null, stateId: 'kyiv' }, null, []),
    ).toEqual([{ path: 'stateId', message: 'validation.invalidState' }]);
    expect(profileCountryIssues({}, ukraine, [])).toEqual([]);
  });
});

describe('changePasswordSchema', () => {
  it('requires all three fields', () => {
    expect(firstErrors(changePasswordSchema, {})).toMatchObject({
      currentPassword: 'validation.required',
      newPassword: 'validation.required',
      confirmPassword: 'validation.required',
    });
  });

  it('requires the confirmation to match', () => {
    expect(
      firstErrors(changePasswordSchema, {
        currentPassword: 'old-password',
        newPassword: 'new-password',
        confirmPassword: 'new-passw0rd',
      }),
    ).toEqual({ confirmPassword: 'validation.passwordsDoNotMatch' });
  });

  it('requires a new password different from the current one', () => {
    expect(
      firstErrors(changePasswordSchema, {
        currentPassword: 'same-password',
        newPassword: 'same-password',
        confirmPassword: 'same-password',
      }),
    ).toEqual({ newPassword: 'validation.passwordMustDiffer' });
  });

  it('accepts a valid change', () => {
    expect(
      changePasswordSchema.safeParse({
        currentPassword: 'old-password',
        newPassword: 'new-password',
        confirmPassword: 'new-password',
      }).success,
    ).toBe(true);
  });
});

describe('profileSchema', () => {
  it('parses a profile with unset fields as null', () => {
    const profile = {
      id: 'u1',
      nickname: 'ann',
      email: 'ann@example.com',
      firstName: null,
      lastName: null,
      city: null,
      stateId: null,
      countryId: null,
      phone: null,
      postalCode: null,
      sex: null,
      aboutMe: null,
      birthday: null,
      socialLinks: { instagram: null, youtube: null, tiktok: null },
      avatar: '/media/avatars/u1.webp',
      cover: null,
      roles: ['user'],
      nicknameChangeableAt: '2026-12-24T10:00:00.000Z',
    };
    expect(profileSchema.parse(profile)).toEqual(profile);
    expect(profileSchema.safeParse({ ...profile, sex: 'robot' }).success).toBe(false);
  });
});
