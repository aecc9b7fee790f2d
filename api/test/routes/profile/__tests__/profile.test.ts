import { type Profile, profileSchema } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { profiles, states, users } from '../../../../src/db/schema';
import { imageUrls } from '../../../../src/lib/media';
import { useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser, type TestUser } from '../../../support/users';

describe('profile routes', () => {
  const { app } = useTestApp();

  async function signedIn(): Promise<{ user: TestUser; headers: { authorization: string } }> {
    const user = await createTestUser(app);
    return { user, headers: await authHeaderFor(app, user) };
  }

  function put(headers: { authorization: string }, payload: Record<string, unknown>) {
    return app.inject({ method: 'PUT', url: '/api/profile', headers, payload });
  }

  async function profileRow(userId: string) {
    const [row] = await app.db.select().from(profiles).where(eq(profiles.userId, userId));
    return row!;
  }

  async function aStateOf(countryId: string): Promise<string> {
    const [state] = await app.db
      .select({ id: states.id })
      .from(states)
      .where(eq(states.countryId, countryId))
      .limit(1);
    return state!.id;
  }

  it.each([
    ['GET', '/api/profile'],
    ['PUT', '/api/profile'],
    ['PATCH', '/api/profile/change-password'],
  ] as const)('%s %s needs a signed-in user', async (method, url) => {
    const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  describe('GET /api/profile', () => {
    it("returns the caller's account and an empty profile", async () => {
      const { user, headers } = await signedIn();

      const response = await app.inject({ method: 'GET', url: '/api/profile', headers });

      expect(response.statusCode).toBe(200);
      const body = profileSchema.strict().parse(response.json());
      expect(body).toEqual({
        id: user.id,
        nickname: user.nickname,
        email: user.email,
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
        avatar: null,
        cover: null,
        roles: ['user'],
        nicknameChangeableAt: null,
      });
    });

    it('turns the stored avatar and cover keys into URLs', async () => {
      const { user, headers } = await signedIn();
      const avatarKey = `avatars/${user.id}-a`;
      const coverKey = `covers/${user.id}-c`;
      await app.db
        .update(profiles)
        .set({ avatarKey, coverKey })
        .where(eq(profiles.userId, user.id));

      const body = (
        await app.inject({ method: 'GET', url: '/api/profile', headers })
      ).json<Profile>();

      expect(body.avatar).toBe(imageUrls(app.storage, avatarKey).url);
      expect(body.cover).toBe(imageUrls(app.storage, coverKey).url);
      expect(body.avatar).toContain(avatarKey);
      expect(body.avatar).not.toBe(body.cover);
    });
  });

  describe('PUT /api/profile', () => {
    it('stores the profile, empty inputs as null, and returns it', async () => {
      const { user, headers } = await signedIn();
      const nickname = `${user.nickname}X`;
      const kyivOblast = await aStateOf('UA');

      const response = await put(headers, {
        nickname,
        currentPassword: user.password,
        email: `  ${user.email.toUpperCase()} `,
        firstName: ' Anna ',
        lastName: '',
        city: 'Kyiv',
        countryId: 'UA',
        stateId: kyivOblast,
        phone: '067 123 4567',
        postalCode: '01001',
        sex: 'female',
        aboutMe: '',
        birthday: '1990-05-17',
        socialLinks: { instagram: '  @anna.cars ', youtube: '', tiktok: null },
      });

      expect(response.statusCode).toBe(200);
      const body = profileSchema.strict().parse(response.json());
      expect(body).toMatchObject({
        id: user.id,
        nickname,
        email: user.email,
        firstName: 'Anna',
        lastName: null,
        city: 'Kyiv',
        countryId: 'UA',
        stateId: kyivOblast,
        phone: '067 123 4567',
        postalCode: '01001',
        sex: 'female',
        aboutMe: null,
        birthday: '1990-05-17',
        socialLinks: { instagram: '@anna.cars', youtube: null, tiktok: null },
      });
      const reread = await app.inject({ method: 'GET', url: '/api/profile', headers });
      expect(reread.json()).toEqual(body);
      const row = await profileRow(user.id);
      expect(row.lastName).toBeNull();
      expect(row.aboutMe).toBeNull();
      const [account] = await app.db.select().from(users).where(eq(users.id, user.id));
      expect(account).toMatchObject({ nickname, email: user.email });
    });

    it('clears the fields a replacement leaves out', async () => {
      const { user, headers } = await signedIn();
      await put(headers, {
        nickname: user.nickname,
        email: user.email,
        city: 'Lviv',
        phone: '+380 67 123 4567',
        socialLinks: { instagram: '@anna.cars' },
      });

      const response = await put(headers, { nickname: user.nickname, email: user.email });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        city: null,
        phone: null,
        socialLinks: { instagram: null, youtube: null, tiktok: null },
      });
    });

    it('accepts only international numbers when no country is chosen', async () => {
      const { user, headers } = await signedIn();
      const base = { nickname: user.nickname, email: user.email };

      const national = await put(headers, { ...base, phone: '067 123 4567' });
      const international = await put(headers, { ...base, phone: '+1 202 555 0125' });

      expect(national.statusCode).toBe(400);
      expect(national.json().details.fields).toEqual({ phone: ['validation.invalidPhone'] });
      expect(international.statusCode).toBe(200);
      expect(international.json().phone).toBe('+1 202 555 0125');
    });

    it.each([
      ['a phone number of another country', { phone: '+48 512 345 678' }, 'phone'],
      ['an unassigned Ukrainian number', { phone: '+380 12 345 6789' }, 'phone'],
      ['a postal code of the wrong shape', { postalCode: '0100' }, 'postalCode'],
    ])('rejects %s for Ukraine', async (_case, fields, field) => {
      const { user, headers } = await signedIn();

      const response = await put(headers, {
        nickname: user.nickname,
        email: user.email,
        countryId: 'UA',
        ...fields,
      });

      expect(response.statusCode).toBe(400);
      const messages = {
        phone: 'validation.invalidPhone',
        postalCode: 'validation.invalidPostalCode',
      };
      expect(response.json().details.fields).toEqual({
        [field]: [messages[field as keyof typeof messages]],
      });
      expect((await profileRow(user.id)).countryId).toBeNull();
    });

    it('rejects a state of another country', async () => {
      const { user, headers } = await signedIn();
      const polishState = await aStateOf('PL');

      const response = await put(headers, {
        nickname: user.nickname,
        email: user.email,
        countryId: 'UA',
        stateId: polishState,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().details.fields).toEqual({ stateId: ['validation.invalidState'] });
    });

    it('rejects an unknown country and what depends on it', async () => {
      const { user, headers } = await signedIn();

      const response = await put(headers, {
        nickname: user.nickname,
        email: user.email,
        countryId: 'XX',
        stateId: await aStateOf('UA'),
        phone: '+380 67 123 4567',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().details.fields).toEqual({
        countryId: ['validation.invalidOption'],
        stateId: ['validation.invalidState'],
      });
    });

    it('lists every failing country rule at once', async () => {
      const { user, headers } = await signedIn();

      const response = await put(headers, {
        nickname: user.nickname,
        email: user.email,
        countryId: 'UA',
        stateId: await aStateOf('PL'),
        phone: '+48 512 345 678',
        postalCode: '00-950',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        details: {
          fields: {
            phone: ['validation.invalidPhone'],
            postalCode: ['validation.invalidPostalCode'],
            stateId: ['validation.invalidState'],
          },
        },
      });
    });

    it('answers 400 with the schema messages before any rule', async () => {
      const { headers } = await signedIn();

      const response = await put(headers, { nickname: '', email: 'not-an-email' });

      expect(response.statusCode).toBe(400);
      expect(response.json().details.fields).toEqual({
        nickname: ['validation.required'],
        email: ['validation.invalidEmail'],
      });
    });

    it("answers 409 for another account's nickname in any letter case", async () => {
      const { user, headers } = await signedIn();
      const other = await createTestUser(app);

      const response = await put(headers, {
        nickname: other.nickname.toUpperCase(),
        email: user.email,
      });

      expect(response.statusCode).toBe(409);
      expect(response.json().details.fields).toEqual({ nickname: ['errors.unique_nickname'] });
    });

    it('lets the owner change the letter case of their own nickname', async () => {
      const { user, headers } = await signedIn();

      const response = await put(headers, {
        nickname: user.nickname.toUpperCase(),
        email: user.email,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().nickname).toBe(user.nickname.toUpperCase());
    });
  });
});
