import {
  errorPayloadSchema,
  fuelConsumptionSchema,
  LOGBOOK_MAX_ENTRIES_PER_VEHICLE,
  logbookEntryInputSchema,
  logbookEntrySchema,
  logbookListQuerySchema,
  logbookListResponseSchema,
  publicLogbookEntrySchema,
  publicLogbookListResponseSchema,
  withoutControlCharacters,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireUserId } from '../../lib/auth';
import { httpErrors } from '../../lib/http-errors';
import {
  createLogbookEntry,
  deleteLogbookEntry,
  findPublicVehicle,
  listOwnLogbook,
  listPublicLogbook,
  loadFuelConsumption,
  loadOwnLogbookEntry,
  loadPublicLogbookEntry,
  updateLogbookEntry,
} from '../../lib/logbook';
import { isUuid, requireVehicleOwner } from '../../lib/vehicles';
import logbookCosts from './costs';
import latestLogbook from './latest';
import logbookCsvRoutes from './csv';
import logbookPhotos from './photos';

const TAGS = ['logbook'];
const OWN = '/private-transport/:id';
const PUBLIC = '/users/:nickname/vehicles/:slug';

const vehicleParams = z.object({ id: z.string() });
const entryParams = z.object({ id: z.string(), entryId: z.string() });
const pageParams = z.object({
  nickname: withoutControlCharacters(z.string()),
  slug: withoutControlCharacters(z.string()),
});
const publicEntryParams = pageParams.extend({ entryId: z.string() });

const ownerErrors = {
  401: errorPayloadSchema,
  403: errorPayloadSchema,
  404: errorPayloadSchema,
};
const publicErrors = { 400: errorPayloadSchema, 404: errorPayloadSchema };

const OWNER_ONLY_TEXT =
  "The car's owner only: another member's car is 403 and an unknown car 404, as for the car " +
  'itself; an entry of another car is 404.';
const PUBLIC_TEXT =
  'Public entries of a car the public may see (nickname ignoring case); a private entry, and any ' +
  'entry of a hidden car, is 404. When the owner hides the cost, `cost`, `currency` and every ' +
  "part's `price` are null. The story is the stored Markdown source, never HTML.";

/**
 * A car's logbook (issue 17, ADR 0089): the owner writes and reads every entry under their car's
 * private routes; anyone reads the public entries under the car's public page.
 */
const logbook: FastifyPluginAsyncZod = async (app) => {
  await app.register(logbookPhotos);
  await app.register(logbookCosts);
  await app.register(latestLogbook);
  await app.register(logbookCsvRoutes);
  const ownerOnly = {
    onRequest: [app.authenticate],
    preValidation: [requireVehicleOwner(app)],
  };

  app.get(
    `${OWN}/logbook`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: "My car's logbook: a page of every entry, private ones too, newest first",
        description: `Newest first by date, then the later written. ${OWNER_ONLY_TEXT}`,
        params: vehicleParams,
        querystring: logbookListQuerySchema,
        response: { 200: logbookListResponseSchema, 400: errorPayloadSchema, ...ownerErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const page = await listOwnLogbook(app, id, requireUserId(request), request.query);
      if (!page) throw httpErrors.notFound();
      return page;
    },
  );

  app.post(
    `${OWN}/logbook`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Add an entry to my car’s logbook',
        description:
          `At most ${LOGBOOK_MAX_ENTRIES_PER_VEHICLE} entries per car: past them 400 with ` +
          '`validation.logbookFull` under `details.fields.logbook`. The car’s mileage follows its ' +
          `newest entry with a mileage. ${OWNER_ONLY_TEXT}`,
        params: vehicleParams,
        body: logbookEntryInputSchema,
        response: { 201: logbookEntrySchema, 400: errorPayloadSchema, ...ownerErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const entry = await createLogbookEntry(app, id, requireUserId(request), request.body);
      if (!entry) throw httpErrors.notFound();
      return reply.code(201).send(entry);
    },
  );

  app.get(
    `${OWN}/logbook/:entryId`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'One entry of my car’s logbook, whatever its visibility',
        description: OWNER_ONLY_TEXT,
        params: entryParams,
        response: { 200: logbookEntrySchema, ...ownerErrors },
      },
    },
    async (request) => {
      const { id, entryId } = request.params;
      const entry = isUuid(entryId)
        ? await loadOwnLogbookEntry(app, id, requireUserId(request), entryId)
        : null;
      if (!entry) throw httpErrors.notFound();
      return entry;
    },
  );

  app.put(
    `${OWN}/logbook/:entryId`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Save an entry of my car’s logbook',
        description:
          'Takes the whole form and replaces the entry: a field left out takes its default, as ' +
          'when the entry was added. An entry made private (it was public) has its photos at new ' +
          'addresses in the answer; the old ones answer 404, whoever kept them (ADR 0112). ' +
          OWNER_ONLY_TEXT,
        params: entryParams,
        body: logbookEntryInputSchema,
        response: { 200: logbookEntrySchema, 400: errorPayloadSchema, ...ownerErrors },
      },
    },
    async (request) => {
      const { id, entryId } = request.params;
      const entry = isUuid(entryId)
        ? await updateLogbookEntry(app, id, requireUserId(request), entryId, request.body)
        : null;
      if (!entry) throw httpErrors.notFound();
      return entry;
    },
  );

  app.delete(
    `${OWN}/logbook/:entryId`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Delete an entry of my car’s logbook',
        description: OWNER_ONLY_TEXT,
        params: entryParams,
        response: { 204: z.null(), ...ownerErrors },
      },
    },
    async (request, reply) => {
      const { id, entryId } = request.params;
      const deleted =
        isUuid(entryId) && (await deleteLogbookEntry(app, id, requireUserId(request), entryId));
      if (!deleted) throw httpErrors.notFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${OWN}/fuel-consumption`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'My car’s fuel consumption (L/100 km) from its full-to-full fills',
        description:
          'Null until two full fills with mileages enclose a distance; never across a fill marked ' +
          '`missedFill` (ADR 0122). A stretch outside the range plausible for the car’s fuel type ' +
          'and engine capacity (`plausible`, ADR 0121) is left out of the figure and listed in ' +
          `\`excluded\` with why (\`tooLow\`: most likely an unlogged fill). ${OWNER_ONLY_TEXT}`,
        params: vehicleParams,
        response: { 200: fuelConsumptionSchema, ...ownerErrors },
      },
    },
    async (request) => loadFuelConsumption(app, request.params.id, true),
  );

  app.get(
    `${PUBLIC}/logbook`,
    {
      schema: {
        tags: TAGS,
        summary: 'The public logbook of a car: a page of its public entries, newest first',
        description: PUBLIC_TEXT,
        params: pageParams,
        querystring: logbookListQuerySchema,
        response: { 200: publicLogbookListResponseSchema, ...publicErrors },
      },
    },
    async (request) => {
      const { nickname, slug } = request.params;
      const vehicle = await findPublicVehicle(app.db, nickname, slug);
      if (!vehicle) throw httpErrors.notFound();
      return listPublicLogbook(app, vehicle, request.query);
    },
  );

  app.get(
    `${PUBLIC}/logbook/:entryId`,
    {
      schema: {
        tags: TAGS,
        summary: 'One public entry of a car’s logbook',
        description: PUBLIC_TEXT,
        params: publicEntryParams,
        response: { 200: publicLogbookEntrySchema, ...publicErrors },
      },
    },
    async (request) => {
      const { nickname, slug, entryId } = request.params;
      const vehicle = isUuid(entryId) ? await findPublicVehicle(app.db, nickname, slug) : null;
      const entry = vehicle ? await loadPublicLogbookEntry(app, vehicle, entryId) : null;
      if (!entry) throw httpErrors.notFound();
      return entry;
    },
  );

  app.get(
    `${PUBLIC}/fuel-consumption`,
    {
      schema: {
        tags: TAGS,
        summary: 'A car’s fuel consumption (L/100 km) from its full-to-full fills',
        description:
          'From all its fuel entries, private ones too: the figure is the car’s and names no fill. ' +
          'Null until two full fills with mileages enclose a distance; never across a missed ' +
          'fill-up, and without the stretches implausible for the car (ADR 0121), which only the ' +
          'owner’s answer lists (`excluded` is empty here). 404 while the car is not public.',
        params: pageParams,
        response: { 200: fuelConsumptionSchema, ...publicErrors },
      },
    },
    async (request) => {
      const { nickname, slug } = request.params;
      const vehicle = await findPublicVehicle(app.db, nickname, slug);
      if (!vehicle) throw httpErrors.notFound();
      return loadFuelConsumption(app, vehicle.id);
    },
  );
};

export default logbook;
