import type {
  ModerationPhotos,
  ModerationVehicleList,
  NotificationPage,
  OwnVehicleListResponse,
  Vehicle,
  VehicleListResponse,
} from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import { auditLog, users } from '../../../../src/db/schema';
import { loadShareVehicle } from '../../../../src/lib/site';
import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';
import { jpegBuffer, multipartBody } from '../../../support/images';
import { authHeaderFor, createTestUser } from '../../../support/users';
import { useAuthTestApp } from '../../../support/auth-test-kit';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
} from '../../../support/vehicle-fixtures';

type Headers = { authorization: string };

describe('moderation of cars: hide, restore, delete a photo, and who sees a hidden car', () => {
  const kit = useAuthTestApp();
  let moderator: Headers;
  let moderatorId: string;
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    const staff = await createTestUser(kit.app, { roles: ['user', 'moderator'] });
    moderatorId = staff.id;
    moderator = await authHeaderFor(kit.app, staff, ['user', 'moderator']);
    owner = await createMember(kit.app);
    stranger = await createMember(kit.app);
  }, DATABASE_TIMEOUT_MS);

  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: { headers?: Headers; payload?: object } = {},
  ) {
    const response = await kit.app.inject({ method, url, ...options });
    await kit.app.backgroundTasks.drain();
    return response;
  }

  const publicPage = (vehicle: CreatedVehicle, nickname = owner.nickname) =>
    call('GET', `/api/users/${nickname}/vehicles/${vehicle.slug}`);

  async function idsIn(url: string, headers?: Headers): Promise<string[]> {
    const response = await call('GET', url, headers ? { headers } : {});
    expect(response.statusCode).toBe(200);
    return response.json<VehicleListResponse>().items.map((item) => item.id);
  }

  /** Everywhere the public sees cars, and the owner's own list and edit page. */
  async function whereSeen(vehicle: CreatedVehicle) {
    const everyone = await idsIn('/api/vehicles?limit=100');
    const garage = await idsIn(`/api/users/${owner.nickname}/vehicles`);
    const ownList = await call('GET', '/api/private-transport', { headers: owner.headers });
    const ownCard = ownList
      .json<OwnVehicleListResponse>()
      .items.find((item) => item.id === vehicle.id);
    const publicCards = await call('GET', '/api/vehicles?limit=100');
    const member = await call('GET', `/api/users/${owner.nickname}`);
    const edit = await call('GET', `/api/private-transport/${vehicle.id}`, {
      headers: owner.headers,
    });
    const share = await loadShareVehicle(kit.app, owner.nickname, vehicle.slug);
    return {
      page: (await publicPage(vehicle)).statusCode,
      cars: everyone.includes(vehicle.id),
      garage: garage.includes(vehicle.id),
      memberCount: member.json<{ counts: { vehicles: number } }>().counts.vehicles,
      own: ownCard !== undefined,
      /** What "My vehicles" says of it; the public lists never carry the field. */
      ownCardHidden: ownCard?.hidden,
      publicCardsSayHidden: publicCards.body.includes('"hidden"'),
      edit: edit.statusCode,
      hidden: edit.json<Vehicle>().hidden,
      linkPreview: share !== null,
    };
  }

  it('hides a car: 404 on its page, gone from every public list, still the owner’s', async () => {
    const car = await createVehicle(kit.app, owner, { name: 'Moderated Golf' });
    expect(await whereSeen(car)).toMatchObject({
      page: 200,
      cars: true,
      garage: true,
      memberCount: 1,
      own: true,
      ownCardHidden: null,
      publicCardsSayHidden: false,
      edit: 200,
      hidden: null,
      linkPreview: true,
    });

    const hide = await call('POST', `/api/admin/vehicles/${car.id}/hide`, {
      headers: moderator,
      payload: { reason: 'Offensive words in the description' },
    });
    expect(hide.statusCode).toBe(204);

    const seen = await whereSeen(car);
    expect(seen).toMatchObject({
      page: 404,
      cars: false,
      garage: false,
      memberCount: 0,
      own: true,
      ownCardHidden: { at: expect.any(String), reason: 'Offensive words in the description' },
      publicCardsSayHidden: false,
      edit: 200,
      hidden: { at: expect.any(String), reason: 'Offensive words in the description' },
      linkPreview: false,
    });

    // The owner is told in the centre and by mail, in their language.
    const centre = await call('GET', '/api/notifications', { headers: owner.headers });
    expect(centre.json<NotificationPage>().items[0]).toMatchObject({
      kind: 'vehicleHidden',
      data: {
        vehicleId: car.id,
        vehicleName: 'Moderated Golf',
        reason: 'Offensive words in the description',
      },
    });
    const mail = kit.mails.filter((message) => message.to === owner.email).at(-1);
    expect(mail?.subject).toContain('Moderated Golf');
    expect(mail?.text).toContain('Offensive words in the description');

    // And the audit log says who, what, before and after, and why.
    const [entry] = await kit.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, car.id), eq(auditLog.action, 'vehicle.hide')));
    expect(entry).toMatchObject({
      actorId: moderatorId,
      targetType: 'vehicle',
      targetLabel: 'Moderated Golf',
      before: { hidden: false, hiddenReason: null },
      after: { hidden: true, hiddenReason: 'Offensive words in the description' },
      reason: 'Offensive words in the description',
    });

    // A second hide would overwrite the first one's reason unseen.
    const again = await call('POST', `/api/admin/vehicles/${car.id}/hide`, {
      headers: moderator,
      payload: { reason: 'Another reason' },
    });
    expect(again.statusCode).toBe(409);
    // A message key, so the dashboard shows it in the moderator's language.
    expect(again.json().message).toBe('validation.vehicleAlreadyHidden');

    const restore = await call('POST', `/api/admin/vehicles/${car.id}/restore`, {
      headers: moderator,
      payload: { reason: 'The owner fixed the description' },
    });
    expect(restore.statusCode).toBe(204);
    expect(await whereSeen(car)).toMatchObject({
      page: 200,
      cars: true,
      garage: true,
      memberCount: 1,
      hidden: null,
    });
    const centreAfter = await call('GET', '/api/notifications', { headers: owner.headers });
    expect(centreAfter.json<NotificationPage>().items[0]).toMatchObject({
      kind: 'vehicleRestored',
    });
    const restored = await kit.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, car.id), eq(auditLog.action, 'vehicle.restore')));
    expect(restored).toHaveLength(1);
    const twice = await call('POST', `/api/admin/vehicles/${car.id}/restore`, {
      headers: moderator,
      payload: { reason: 'Twice' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('validation.vehicleNotHidden');
  });

  it('takes every car of a blocked owner off the public pages, not off the owner’s own list', async () => {
    const blockedOwner = await createMember(kit.app);
    const car = await createVehicle(kit.app, blockedOwner, { name: 'Blocked owner car' });
    await kit.app.db
      .update(users)
      .set({ restrictions: ['blocked'] })
      .where(eq(users.id, blockedOwner.id));
    expect((await publicPage(car, blockedOwner.nickname)).statusCode).toBe(404);
    expect(await idsIn('/api/vehicles?limit=100')).not.toContain(car.id);
    // A blocked member's garage is gone as a whole (members administration, ADR 0078).
    expect((await call('GET', `/api/users/${blockedOwner.nickname}/vehicles`)).statusCode).toBe(
      404,
    );

    const table = await call('GET', '/api/admin/vehicles?search=Blocked%20owner', {
      headers: moderator,
    });
    expect(table.json<ModerationVehicleList>().items).toEqual([
      expect.objectContaining({ id: car.id, ownerBlocked: true, hiddenAt: null }),
    ]);
    const visible = await call(
      'GET',
      '/api/admin/vehicles?search=Blocked%20owner&visibility=visible',
      {
        headers: moderator,
      },
    );
    expect(visible.json<ModerationVehicleList>().items).toEqual([]);
  });

  it('lists cars for moderators with search by owner and the hidden filter', async () => {
    const car = await createVehicle(kit.app, stranger, { name: 'Table Passat' });
    await call('POST', `/api/admin/vehicles/${car.id}/hide`, {
      headers: moderator,
      payload: { reason: 'Fake' },
    });
    const byOwner = await call(
      'GET',
      `/api/admin/vehicles?search=${stranger.nickname}&visibility=hidden`,
      { headers: moderator },
    );
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json<ModerationVehicleList>()).toMatchObject({
      total: 1,
      items: [
        {
          id: car.id,
          name: 'Table Passat',
          ownerNickname: stranger.nickname,
          hiddenReason: 'Fake',
          ownerBlocked: false,
        },
      ],
    });
    const bad = await call('GET', '/api/admin/vehicles?visibility=gone', { headers: moderator });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an action without a reason, and keeps the car as it was', async () => {
    const car = await createVehicle(kit.app, owner, { name: 'No reason' });
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await call('POST', `/api/admin/vehicles/${car.id}/hide`, {
        headers: moderator,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await publicPage(car)).statusCode).toBe(200);
    const missing = await call(
      'POST',
      '/api/admin/vehicles/00000000-0000-4000-8000-000000000000/hide',
      { headers: moderator, payload: { reason: 'Gone' } },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('deletes one photo of a gallery with a reason, written to the audit log', async () => {
    const car = await createVehicle(kit.app, owner, { name: 'Gallery car' });
    const body = multipartBody([
      { field: 'files', data: await jpegBuffer() },
      { field: 'files', data: await jpegBuffer() },
    ]);
    const upload = await kit.app.inject({
      method: 'POST',
      url: `/api/private-transport/${car.id}/gallery`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);

    const photos = await call('GET', `/api/admin/vehicles/${car.id}/photos`, {
      headers: moderator,
    });
    const [first, second] = photos.json<ModerationPhotos>().images;
    expect(second).toBeDefined();

    const deleted = await call('POST', `/api/admin/vehicles/${car.id}/photos/${first!.id}/delete`, {
      headers: moderator,
      payload: { reason: 'A photo of someone’s number plate' },
    });
    expect(deleted.statusCode).toBe(204);
    const page = await publicPage(car);
    expect(page.json<Vehicle>().gallery.map((image) => image.id)).toEqual([second!.id]);
    const [entry] = await kit.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, first!.id), eq(auditLog.action, 'photo.delete')));
    expect(entry).toMatchObject({
      targetType: 'photo',
      reason: 'A photo of someone’s number plate',
      before: { vehicleId: car.id },
    });

    const twice = await call('POST', `/api/admin/vehicles/${car.id}/photos/${first!.id}/delete`, {
      headers: moderator,
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(404);
  });

  it('deletes the preview image, the car’s cover, with a reason', async () => {
    const car = await createVehicle(kit.app, owner, { name: 'Cover car' });
    const body = multipartBody([{ field: 'file', data: await jpegBuffer() }]);
    const upload = await kit.app.inject({
      method: 'POST',
      url: `/api/private-transport/${car.id}/preview`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBeLessThan(300);
    const photos = await call('GET', `/api/admin/vehicles/${car.id}/photos`, {
      headers: moderator,
    });
    expect(photos.json<ModerationPhotos>()).toMatchObject({
      preview: { url: expect.any(String), cardUrl: expect.any(String) },
      images: [],
    });
    const table = await call('GET', '/api/admin/vehicles?search=Cover%20car', {
      headers: moderator,
    });
    expect(table.json<ModerationVehicleList>().items[0]?.photoCount).toBe(1);

    const deleted = await call('POST', `/api/admin/vehicles/${car.id}/preview/delete`, {
      headers: moderator,
      payload: { reason: 'Not a car' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await publicPage(car)).json<Vehicle>().previewImage).toBeNull();
    const [entry] = await kit.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo.delete'), eq(auditLog.targetLabel, 'Cover car')));
    expect(entry).toMatchObject({
      reason: 'Not a car',
      before: { vehicleId: car.id, preview: true },
    });
    const again = await call('POST', `/api/admin/vehicles/${car.id}/preview/delete`, {
      headers: moderator,
      payload: { reason: 'Again' },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses members: the server checks, whatever the page shows', async () => {
    const car = await createVehicle(kit.app, owner, { name: 'Not yours to hide' });
    const response = await call('POST', `/api/admin/vehicles/${car.id}/hide`, {
      headers: stranger.headers,
      payload: { reason: 'I do not like it' },
    });
    expect(response.statusCode).toBe(403);
    expect((await publicPage(car)).statusCode).toBe(200);
  });
});
