import type { PublicVehicle, Vehicle, VehicleListResponse } from '@carclub/contracts';

import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
  updatePayload,
} from '../../../support/vehicle-fixtures';

/** Two VINs that pass the check digit, one per car, so a search names exactly one. */
const HIDDEN_VIN = '1M8GDM9AXKP042788';
const SHOWN_VIN = 'JTDKB20U093123456';

describe('the VIN on public pages: shown only when its owner chooses', () => {
  const { app } = useTestApp();
  let ann: Member;
  let stranger: Member;
  let hidden: CreatedVehicle;
  let shown: CreatedVehicle;

  const publicPage = async (vehicle: CreatedVehicle) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/users/${ann.nickname}/vehicles/${vehicle.slug}`,
    });
    expect(response.statusCode).toBe(200);
    return response;
  };

  const ownView = async (vehicle: CreatedVehicle) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/private-transport/${vehicle.id}`,
      headers: ann.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Vehicle>();
  };

  const edit = async (vehicle: CreatedVehicle, payload: object) => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/private-transport/${vehicle.id}`,
      headers: ann.headers,
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Vehicle>();
  };

  const found = async (url: string, member?: Member) => {
    const response = await app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
    expect(response.statusCode).toBe(200);
    return response.json<VehicleListResponse>().items.map((item) => item.id);
  };
  const browse = (search: string, member?: Member) =>
    found(`/api/vehicles?search=${encodeURIComponent(search)}`, member);
  const ownList = (search: string) =>
    found(`/api/private-transport?search=${encodeURIComponent(search)}`, ann);

  beforeAll(async () => {
    [ann, stranger] = await Promise.all([createMember(app), createMember(app)]);
    hidden = await createVehicle(app, ann, { name: 'Quiet one', vin: HIDDEN_VIN });
    shown = await createVehicle(app, ann, { name: 'Open book', vin: SHOWN_VIN, vinPublic: true });
  }, DATABASE_TIMEOUT_MS);

  it('hides the VIN by default: null on the public page, nowhere in its answer', async () => {
    const response = await publicPage(hidden);
    expect(response.json<PublicVehicle>().vin).toBeNull();
    expect(response.body).not.toContain(HIDDEN_VIN);
    expect(response.json<PublicVehicle>()).not.toHaveProperty('vinPublic');
  });

  it('shows the VIN on the public page when the owner chose so', async () => {
    const vehicle = (await publicPage(shown)).json<PublicVehicle>();
    expect(vehicle.vin).toBe(SHOWN_VIN);
    expect(vehicle).not.toHaveProperty('vinPublic');
  });

  it('always gives the owner their VIN and their choice, whatever it is', async () => {
    expect(await ownView(hidden)).toMatchObject({ vin: HIDDEN_VIN, vinPublic: false });
    expect(await ownView(shown)).toMatchObject({ vin: SHOWN_VIN, vinPublic: true });
  });

  it("finds a car by its VIN in everyone's list only when the VIN is shown", async () => {
    expect(await browse(HIDDEN_VIN)).toEqual([]);
    expect(await browse(HIDDEN_VIN.slice(5, 12).toLowerCase(), stranger)).toEqual([]);
    expect(await browse(SHOWN_VIN.slice(5, 12).toLowerCase())).toEqual([shown.id]);
    // The other ways of finding a car still find the hidden one.
    expect(await browse('Quiet')).toEqual([hidden.id]);
  });

  it("keeps finding every VIN in the owner's own list", async () => {
    expect(await ownList(HIDDEN_VIN.slice(5, 12).toLowerCase())).toEqual([hidden.id]);
    expect(await ownList(SHOWN_VIN)).toEqual([shown.id]);
  });

  it('shows the VIN once ticked in the edit, hides it again once unticked', async () => {
    const car = await createVehicle(app, ann, { name: 'Turncoat', vin: 'WVWZZZ1KZJW000001' });
    const payload = updatePayload({ name: 'Turncoat', vin: 'WVWZZZ1KZJW000001' });

    expect(await edit(car, { ...payload, vinPublic: true })).toMatchObject({ vinPublic: true });
    expect((await publicPage(car)).json<PublicVehicle>().vin).toBe('WVWZZZ1KZJW000001');
    expect(await browse('WVWZZZ1KZJW000001')).toEqual([car.id]);

    // An edit that does not send the choice keeps it.
    const { vinPublic: _left, ...withoutChoice } = payload;
    expect(await edit(car, withoutChoice)).toMatchObject({ vinPublic: true });
    expect((await publicPage(car)).json<PublicVehicle>().vin).toBe('WVWZZZ1KZJW000001');

    expect(await edit(car, { ...payload, vinPublic: false })).toMatchObject({
      vin: 'WVWZZZ1KZJW000001',
      vinPublic: false,
    });
    expect((await publicPage(car)).json<PublicVehicle>().vin).toBeNull();
    expect(await browse('WVWZZZ1KZJW000001')).toEqual([]);
    expect(await ownList('WVWZZZ1KZJW000001')).toEqual([car.id]);
  });

  it('refuses a choice that is not true or false, naming the field', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/private-transport/${hidden.id}`,
      headers: ann.headers,
      payload: { ...updatePayload(), vinPublic: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ details: { fields: Record<string, string[]> } }>().details.fields,
    ).toEqual({ vinPublic: ['validation.invalidFormat'] });
    expect(await ownView(hidden)).toMatchObject({ vinPublic: false });
  });
});
