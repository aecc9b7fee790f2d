import { Writable } from 'node:stream';

import { errorPayloadSchema } from '@carclub/contracts';
import { vehicleCreatePayload, vehicleUpdatePayload } from '@carclub/testing/fixtures';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';

import { users, vehicles } from '../../../src/db/schema';
import { multipartBody, pngBuffer } from '../../support/images';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../support/test-app';
import { authHeaderFor, createTestUser, TEST_PASSWORD, type TestUser } from '../../support/users';
import {
  describeRequest,
  type FuzzRequest,
  type KnownBodies,
  type KnownValues,
  type OpenApiDocument,
  type Operation,
  operationKey,
  operationsOf,
  requestOf,
} from '../openapi-requests';

/**
 * Every operation of the OpenAPI document gets requests generated from its schemas, with hostile
 * values mixed in, signed out, signed in as a member and as an admin, and with a forged token.
 * No answer may be a 5xx, and every 4xx must be the spec's error payload.
 *
 * Two seeds per run: a fixed one (the same requests every run) and a random one, printed and in
 * the test's name. `FUZZ_SEED=<n>` replays a seed instead of the random one; `FUZZ_RUNS=<n>` sets
 * the requests per seed (default 1,500, so about 3,000 a run).
 */
const FIXED_SEED = 20_261_124;
const replaySeed = process.env.FUZZ_SEED;
const randomSeed =
  replaySeed !== undefined && replaySeed !== ''
    ? Number(replaySeed)
    : Math.floor(Math.random() * 2 ** 31);
const REQUESTS_PER_SEED = Number(process.env.FUZZ_RUNS ?? 1_500);
const FUZZ_TIMEOUT_MS = 180_000;

/**
 * Uploads take multipart bodies, which the document cannot describe; their image handling has its
 * own tests (api/test/routes/media, vehicle-images). Here they get broken multipart and other
 * content types, which must still be answered with a 4xx.
 */
const UPLOAD_OPERATIONS = new Set([
  'POST /api/media/change-avatar',
  'POST /api/media/change-cover',
  'POST /api/private-transport/{id}/preview',
  'POST /api/private-transport/{id}/gallery',
  'POST /api/private-transport/{id}/logbook/{entryId}/photos',
]);

/**
 * An event stream answers for as long as the sign-in lasts, which `inject` would wait out. Its only
 * input is the Authorization header; `routes/notifications/__tests__/stream.test.ts` covers it over
 * a real socket.
 */
const STREAMING_OPERATIONS = new Set([
  'GET /api/notifications/stream',
  'GET /api/discussions/{id}/events',
]);

/** Operation seeds depend on the operation, not its place in the document. */
function seedFor(seed: number, operation: Operation): number {
  let hash = seed | 0;
  for (const char of operationKey(operation)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * An error logged, or the error handler's warning for a value the database refused: that answer is
 * a right 400, but it means a schema let the value through. Other warnings are the app's business.
 */
function isFinding(line: string): boolean {
  let entry: { level?: number; msg?: string };
  try {
    entry = JSON.parse(line) as typeof entry;
  } catch {
    return true;
  }
  return (entry.level ?? 0) >= 50 || entry.msg === 'database refused a value of the request';
}

interface Failure {
  operation: string;
  seed: number;
  request: string;
  problem: string;
}

describe('OpenAPI fuzz: no input gives a 5xx, every 4xx is the error payload', () => {
  let member: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  let operations: Operation[];
  /** Log lines that count as findings (see isFinding). */
  const logLines: string[] = [];
  const { app } = useTestApp({
    env: { LOG_LEVEL: 'warn' },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        const line = chunk.toString();
        if (isFinding(line)) logLines.push(line);
        done();
      },
    }),
  });
  const state = {
    vehicleId: '',
    slug: '',
    strangerVehicleId: '',
    imageId: '',
    discussionId: '',
    commentId: '',
    postId: '',
    postSlug: '',
  };
  const reference = { countryId: '', stateId: '', manufacturerId: '', modelId: '' };

  async function createVehicleOf(user: TestUser) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/private-transport',
      headers: await authHeaderFor(app, user),
      payload: vehicleCreatePayload({ vin: null }),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; slug: string }>();
  }

  /**
   * A fuzzed account deletion (it knows the password and the nickname) may have removed the
   * member: the next operation gets a new one, and with it a new vehicle.
   */
  async function ensureMember() {
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, member.id));
    if (row) return;
    member = await createTestUser(app);
    state.vehicleId = '';
  }

  /** A fuzzed DELETE may have removed the member's vehicle: the next operation gets a new one. */
  async function ensureVehicle() {
    if (state.vehicleId) {
      const [row] = await app.db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.id, state.vehicleId));
      if (row) return;
    }
    const vehicle = await createVehicleOf(member);
    state.vehicleId = vehicle.id;
    state.slug = vehicle.slug;
    const upload = multipartBody([
      { field: 'files', data: await pngBuffer(), filename: 'a.png', contentType: 'image/png' },
    ]);
    const gallery = await app.inject({
      method: 'POST',
      url: `/api/private-transport/${vehicle.id}/gallery`,
      headers: { ...(await authHeaderFor(app, member)), ...upload.headers },
      payload: upload.payload,
    });
    expect(gallery.statusCode).toBe(201);
    state.imageId = gallery.json<{ images: { id: string }[] }>().images[0]!.id;
  }

  /** A public logbook entry of the stranger's car with a comment, and a post: things to talk in. */
  async function openDiscussionOf(owner: TestUser): Promise<void> {
    const headers = await authHeaderFor(app, owner);
    const entry = await app.inject({
      method: 'POST',
      url: `/api/private-transport/${state.strangerVehicleId}/logbook`,
      headers,
      payload: { title: 'Oil change', date: '2024-05-01', category: 'service' },
    });
    expect(entry.statusCode).toBe(201);
    state.discussionId = entry.json<{ discussion: { id: string } }>().discussion.id;
    const comment = await app.inject({
      method: 'POST',
      url: `/api/discussions/${state.discussionId}/comments`,
      headers,
      payload: { body: 'Done at 120 000 km' },
    });
    expect(comment.statusCode).toBe(201);
    state.commentId = comment.json<{ id: string }>().id;
    const post = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers,
      payload: { title: 'Clutch at last', body: 'Sachs kit', tags: ['clutch'], publish: true },
    });
    expect(post.statusCode).toBe(201);
    ({ id: state.postId, slug: state.postSlug } = post.json<{ id: string; slug: string }>());
  }

  beforeAll(async () => {
    [member, admin, stranger] = await Promise.all([
      createTestUser(app),
      createTestUser(app, { roles: ['user', 'admin'] }),
      createTestUser(app),
    ]);
    state.strangerVehicleId = (await createVehicleOf(stranger)).id;
    await openDiscussionOf(stranger);
    await ensureVehicle();

    const countries = (await app.inject('/api/country')).json<{ id: string }[]>();
    reference.countryId = countries.find((country) => country.id === 'UA')?.id ?? countries[0]!.id;
    const states = (
      await app.inject(`/api/state?countryId=${encodeURIComponent(reference.countryId)}`)
    ).json<{ id: string }[]>();
    reference.stateId = states[0]?.id ?? '';
    reference.manufacturerId = vehicleCreatePayload().manufacturerId;
    reference.modelId = vehicleCreatePayload().modelId;

    const document = app.swagger() as unknown as OpenApiDocument;
    operations = operationsOf(document, UPLOAD_OPERATIONS).filter(
      (operation) => !STREAMING_OPERATIONS.has(operationKey(operation)),
    );
  }, DATABASE_TIMEOUT_MS);

  /** Good values by field name, so that requests get past validation to the database. */
  const known: KnownValues = {
    id: () => [state.vehicleId, state.strangerVehicleId, state.discussionId, state.postId],
    commentId: () => [state.commentId],
    body: () => ['Which **clutch** kit?\nSachs.'],
    imageId: () => [state.imageId],
    imageIds: () => [[state.imageId]],
    nickname: () => [member.nickname, stranger.nickname.toUpperCase()],
    slug: () => [state.slug, state.postSlug],
    title: () => ['Clutch at last'],
    tags: () => [['clutch', '#BMW']],
    tag: () => ['clutch'],
    email: () => [member.email],
    password: () => [TEST_PASSWORD],
    currentPassword: () => [TEST_PASSWORD],
    newPassword: () => ['another horse battery 42'],
    confirmPassword: () => ['another horse battery 42'],
    manufacturerId: () => [reference.manufacturerId],
    modelId: () => [reference.modelId],
    manufacturerIds: () => [[reference.manufacturerId]],
    modelIds: () => [[reference.modelId]],
    bodyTypeId: () => [vehicleCreatePayload().bodyTypeId],
    colorId: () => [vehicleCreatePayload().colorId],
    countryId: () => [reference.countryId],
    stateId: () => (reference.stateId ? [reference.stateId, null] : [null]),
    name: () => ['Golf GTI'],
    year: () => [2019],
    vin: () => [null, ''],
    description: () => ['Daily driver\nwith a\ttab'],
    aboutMe: () => ['I like cars.\r\nMostly old ones.'],
    firstName: () => ['Ann'],
    lastName: () => ['Lee'],
    city: () => ['Kyiv'],
    phone: () => ['+380 67 123 4567', ''],
    postalCode: () => ['01001', ''],
    birthday: () => ['1990-05-01', ''],
    purchaseDate: () => ['2021-05-14', null],
    search: () => ['golf', 'Golf GTI', 'volks'],
    // What follows an `@` in the composer: a member's nickname as typed so far.
    q: () => [member.nickname.slice(0, 3).toUpperCase(), `@${stranger.nickname}`],
    page: () => [1, 2],
    limit: () => [12, 1],
    token: () => ['x'.repeat(43)],
    refreshToken: () => ['x'.repeat(43)],
    instagram: () => ['@carclub', ''],
    youtube: () => ['https://youtube.com/@carclub', null],
    tiktok: () => ['@car.club', null],
  };

  const newPassword = 'another horse battery 42';
  const bodies: KnownBodies = {
    'POST /api/private-transport': () => [vehicleCreatePayload({ vin: null })],
    'PATCH /api/private-transport/{id}': () => [vehicleUpdatePayload({ vin: null })],
    'PUT /api/profile': () => [
      {
        nickname: member.nickname,
        email: member.email,
        firstName: 'Ann',
        city: 'Kyiv',
        countryId: reference.countryId,
        stateId: reference.stateId || null,
        aboutMe: 'Line one\nline two',
        socialLinks: { instagram: '@carclub', youtube: null, tiktok: '' },
      },
    ],
    'PATCH /api/profile/change-password': () => [
      { currentPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword },
    ],
    'POST /api/auth/login': () => [{ email: member.email, password: TEST_PASSWORD }],
    'POST /api/auth/register': () => [
      { email: 'fuzz.newcomer@example.com', nickname: 'fuzznewcomer', password: newPassword },
    ],
  };

  async function headersFor(request: FuzzRequest): Promise<Record<string, string>> {
    switch (request.auth) {
      case 'none':
        return {};
      // A fresh session each time: a fuzzed sign-out or password change ends the previous one.
      case 'member':
        await ensureMember();
        return authHeaderFor(app, member);
      case 'admin':
        return authHeaderFor(app, admin, ['user', 'admin']);
      case 'bad-token':
        return { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' };
    }
  }

  /** Why the answer breaks the rule, or undefined when it keeps it. */
  function problemWith(statusCode: number, body: string): string | undefined {
    if (statusCode >= 500) return `answered ${statusCode}: ${body.slice(0, 300)}`;
    if (statusCode < 400) return undefined;
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      return `${statusCode} without a JSON body: ${body.slice(0, 300)}`;
    }
    const parsed = errorPayloadSchema.safeParse(payload);
    if (!parsed.success) return `${statusCode} is not the error payload: ${body.slice(0, 300)}`;
    if (parsed.data.statusCode !== statusCode) {
      return `${statusCode} whose payload says ${parsed.data.statusCode}`;
    }
    return undefined;
  }

  async function fuzz(
    seed: number,
  ): Promise<{ sent: number; failures: Failure[]; statuses: Record<string, number> }> {
    const failures: Failure[] = [];
    // Answers by class: a run whose requests all bounce off validation proves little.
    const statuses: Record<string, number> = {};
    const perOperation = Math.ceil(REQUESTS_PER_SEED / operations.length);
    let sent = 0;
    for (const operation of operations) {
      await ensureMember();
      await ensureVehicle();
      const operationSeed = seedFor(seed, operation);
      const result = await fc.check(
        fc.asyncProperty(requestOf(operation, known, bodies), async (request) => {
          sent += 1;
          const linesBefore = logLines.length;
          const response = await app.inject({
            method: request.method,
            url: request.url,
            headers: { ...request.headers, ...(await headersFor(request)) },
            remoteAddress: request.remoteAddress,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const kind = `${Math.floor(response.statusCode / 100)}xx`;
          statuses[kind] = (statuses[kind] ?? 0) + 1;
          const problem =
            problemWith(response.statusCode, response.body) ??
            (logLines.length > linesBefore
              ? `logged: ${logLines.slice(linesBefore).join('').slice(0, 400)}`
              : undefined);
          if (problem) {
            failures.push({
              operation: operationKey(operation),
              seed: operationSeed,
              request: describeRequest(request),
              problem,
            });
          }
        }),
        { seed: operationSeed, numRuns: perOperation, endOnFailure: true },
      );
      if (result.failed && result.errorInstance) {
        failures.push({
          operation: operationKey(operation),
          seed: operationSeed,
          request: operationKey(operation),
          problem: `the request itself threw: ${
            result.errorInstance instanceof Error
              ? result.errorInstance.message
              : JSON.stringify(result.errorInstance)
          }`,
        });
      }
    }
    return { sent, failures, statuses };
  }

  it('covers every operation of the document', () => {
    const keys = operations.map(operationKey);
    expect(keys.length).toBeGreaterThanOrEqual(30);
    for (const upload of UPLOAD_OPERATIONS) expect(keys).toContain(upload);
  });

  it.each([
    ['fixed', FIXED_SEED],
    [replaySeed ? 'replayed' : 'random', randomSeed],
  ])(
    '%s seed %d',
    async (_kind, seed) => {
      console.log(
        `OpenAPI fuzz: seed ${seed} (replay with FUZZ_SEED=${seed}), fixed seed ${FIXED_SEED}`,
      );
      const started = Date.now();
      const { sent, failures, statuses } = await fuzz(seed);
      console.log(
        `OpenAPI fuzz: seed ${seed}: ${sent} requests in ${Date.now() - started} ms; ` +
          JSON.stringify(statuses),
      );
      expect(sent).toBeGreaterThanOrEqual(REQUESTS_PER_SEED);
      // Enough requests get through validation to reach the database and succeed.
      expect(statuses['2xx']).toBeGreaterThan(sent / 10);
      const byOperation = new Map<string, number>();
      for (const { operation } of failures) {
        byOperation.set(operation, (byOperation.get(operation) ?? 0) + 1);
      }
      expect({
        byOperation: Object.fromEntries(byOperation),
        first: failures.slice(0, 25),
      }).toEqual({ byOperation: {}, first: [] });
    },
    FUZZ_TIMEOUT_MS,
  );
});
