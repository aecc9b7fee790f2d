import {
  memberProfileSchema,
  profilePrivacySchema,
  vehicleListResponseSchema,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { users } from '../../../../src/db/schema';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

describe('members as everyone sees them: /api/users/{nickname}', () => {
  const { app } = useTestApp();
  let ann: Member;

  beforeAll(async () => {
    ann = await createMember(app);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: ann.headers,
      payload: {
        nickname: ann.nickname,
        email: ann.email,
        firstName: 'Ann',
        lastName: 'Driver',
        city: 'Lviv',
        countryId: 'UA',
        stateId: 'UA-46',
        phone: '+380671234567',
        birthday: '1990-05-01',
        aboutMe: 'Old Volkswagens.',
        socialLinks: { instagram: '@ann.drives' },
      },
    });
    expect(saved.statusCode).toBe(200);
    await createVehicle(app, ann);
    await createVehicle(app, ann, { name: 'Second' });
  }, DATABASE_TIMEOUT_MS);

  const profileOf = async (nickname: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/users/${nickname}` });
    return {
      response,
      body: response.statusCode === 200 ? memberProfileSchema.parse(response.json()) : undefined,
    };
  };
  const setPrivacy = (payload: object) =>
    app.inject({ method: 'PUT', url: '/api/profile/privacy', headers: ann.headers, payload });

  it('shows name, location, about, social links, member since and counts to anyone; never e-mail, phone or, by default, the birthday', async () => {
    const { response, body } = await profileOf(ann.nickname.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      nickname: ann.nickname,
      name: { first: 'Ann', last: 'Driver' },
      location: {
        city: 'Lviv',
        country: expect.objectContaining({ id: 'UA' }),
        state: expect.objectContaining({ id: 'UA-46' }),
      },
      aboutMe: 'Old Volkswagens.',
      socialLinks: { instagram: '@ann.drives', youtube: null, tiktok: null },
      birthday: null,
      counts: { vehicles: 2, followers: 0, following: 0 },
      followsPublic: true,
    });
    expect(response.body).not.toContain(ann.email);
    expect(response.body).not.toContain('380671234567');
  });

  it('keeps each part private as the member chooses', async () => {
    const defaults = await app.inject({
      method: 'GET',
      url: '/api/profile/privacy',
      headers: ann.headers,
    });
    expect(profilePrivacySchema.parse(defaults.json())).toEqual({
      showName: true,
      showLocation: true,
      showSocialLinks: true,
      showBirthday: false,
      showFollows: true,
    });
    const choice = {
      showName: false,
      showLocation: false,
      showSocialLinks: false,
      showBirthday: true,
    };
    // Without `showFollows` (a settings page older than it), the stored choice stays.
    expect((await setPrivacy(choice)).json()).toEqual({ ...choice, showFollows: true });
    const { body } = await profileOf(ann.nickname);
    expect(body).toMatchObject({
      name: null,
      location: null,
      socialLinks: null,
      birthday: '1990-05-01',
    });
    expect((await setPrivacy({ ...choice, showBirthday: 'yes' })).statusCode).toBe(400);
    await setPrivacy({
      showName: true,
      showLocation: true,
      showSocialLinks: true,
      showBirthday: false,
    });
  });

  it('lists the garage as cards, for anyone', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/users/${ann.nickname}/vehicles?limit=1`,
    });
    const garage = vehicleListResponseSchema.parse(response.json());
    expect(garage.total).toBe(2);
    expect(garage.items).toHaveLength(1);
    expect(garage.items[0]!.ownerNickname).toBe(ann.nickname);
  });

  it('knows no one who has not activated, and no one at all by a stranger name', async () => {
    const waiting = await createMember(app);
    await app.db.update(users).set({ activatedAt: null }).where(eq(users.id, waiting.id));
    expect((await profileOf(waiting.nickname)).response.statusCode).toBe(404);
    expect((await profileOf('nobody-here')).response.statusCode).toBe(404);
    const garage = await app.inject({ method: 'GET', url: '/api/users/nobody-here/vehicles' });
    expect(garage.statusCode).toBe(404);
  });

  it('answers 301 to the new nickname after a change', async () => {
    const member = await createMember(app);
    const renamed = `${member.nickname}.r`;
    await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: member.headers,
      payload: { nickname: renamed, email: member.email, currentPassword: member.password },
    });
    const page = await app.inject({ method: 'GET', url: `/api/users/${member.nickname}` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/api/users/${renamed}`);
    const garage = await app.inject({
      method: 'GET',
      url: `/api/users/${member.nickname}/vehicles?page=2`,
    });
    expect(garage.headers.location).toBe(`/api/users/${renamed}/vehicles?page=2`);
  });
});
