import {
  errorPayloadSchema,
  myRemindersResponseSchema,
  REMINDER_DUE_SOON_DAYS,
  REMINDER_DUE_SOON_KM,
  reminderCompleteInputSchema,
  reminderInputSchema,
  reminderListResponseSchema,
  REMINDERS_MAX_PER_VEHICLE,
  reminderSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireUserId } from '../../lib/auth';
import { httpErrors } from '../../lib/http-errors';
import {
  completeReminder,
  createReminder,
  deleteReminder,
  listMemberReminders,
  listReminders,
  updateReminder,
} from '../../lib/reminders';
import { isUuid, requireVehicleOwner } from '../../lib/vehicles';

const TAGS = ['reminders'];
const BASE = '/private-transport/:id/reminders';

const vehicleParams = z.object({ id: z.string() });
const reminderParams = z.object({ id: z.string(), reminderId: z.string() });

const ownerErrors = {
  401: errorPayloadSchema,
  403: errorPayloadSchema,
  404: errorPayloadSchema,
};

const OWNER_ONLY_TEXT =
  "The car's owner only: another member's car is 403 and an unknown car 404, as for the car " +
  'itself; a reminder of another car is 404.';
const STATUS_TEXT =
  '`status` is `overdue` once the due date has come (UTC) or the car’s latest known mileage ' +
  `has reached the due mileage, \`dueSoon\` within ${REMINDER_DUE_SOON_DAYS} days or ` +
  `${REMINDER_DUE_SOON_KM} km of either, \`upcoming\` before that, and \`done\` for a one-off ` +
  'reminder that was completed.';
const FORM_TEXT =
  'Due by a date, a mileage or both (whichever comes first); repeating with `everyMonths`, ' +
  '`everyKm` or both, counted from the completion. An interval without its first due point ' +
  'counts from today or from the car’s mileage (400 `validation.mileageUnknown` on `dueMileage` ' +
  'while the car has none); none of the four is 400 `validation.reminderNeedsDue` on `dueDate`.';

/**
 * A car's reminders (issue 17 point 3, ADR 0092), the owner's alone. Every write asks for a due
 * check of the car, so a reminder already due notifies at once rather than at the next round.
 */
const reminders: FastifyPluginAsyncZod = async (app) => {
  const ownerOnly = {
    onRequest: [app.authenticate],
    preValidation: [requireVehicleOwner(app)],
  };

  app.get(
    BASE,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'My car’s reminders, most urgent first, with their status',
        description:
          'Overdue, due soon, upcoming, then done; within each by due date. `today` and ' +
          `\`mileage\` are what the statuses were computed from. ${STATUS_TEXT} ${OWNER_ONLY_TEXT}`,
        params: vehicleParams,
        response: { 200: reminderListResponseSchema, ...ownerErrors },
      },
    },
    async (request) => {
      const list = await listReminders(app, request.params.id, requireUserId(request));
      if (!list) throw httpErrors.notFound();
      return list;
    },
  );

  app.get(
    '/private-transport/reminders',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'The reminders of all my cars, what is due first at the top, each with its car',
        description:
          'Every reminder of every car of the signed-in member (a car hidden by moderators too), ' +
          'never another member’s. Overdue, due soon, upcoming, then done; within each, by the ' +
          `nearer of its date and its mileage, ${REMINDER_DUE_SOON_DAYS} days counting as ` +
          `${REMINDER_DUE_SOON_KM} km, as the statuses weigh them; then by car name. ` +
          `\`today\` is the day the statuses were computed from. ${STATUS_TEXT}`,
        response: { 200: myRemindersResponseSchema, 401: errorPayloadSchema },
      },
    },
    async (request) => listMemberReminders(app, requireUserId(request)),
  );

  app.post(
    BASE,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Add a reminder to my car',
        description:
          `${FORM_TEXT} At most ${REMINDERS_MAX_PER_VEHICLE} per car: past them 400 with ` +
          `\`validation.remindersFull\` under \`details.fields.reminders\`. ${OWNER_ONLY_TEXT}`,
        params: vehicleParams,
        body: reminderInputSchema,
        response: { 201: reminderSchema, 400: errorPayloadSchema, ...ownerErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const reminder = await createReminder(app, id, requireUserId(request), request.body);
      if (!reminder) throw httpErrors.notFound();
      return reply.code(201).send(reminder);
    },
  );

  app.put(
    `${BASE}/:reminderId`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Save a reminder of my car',
        description:
          `Takes the whole form and replaces the reminder. ${FORM_TEXT} A changed due date or ` +
          `mileage is a new occurrence: it notifies again when it comes. ${OWNER_ONLY_TEXT}`,
        params: reminderParams,
        body: reminderInputSchema,
        response: { 200: reminderSchema, 400: errorPayloadSchema, ...ownerErrors },
      },
    },
    async (request) => {
      const { id, reminderId } = request.params;
      const reminder = isUuid(reminderId)
        ? await updateReminder(app, id, requireUserId(request), reminderId, request.body)
        : null;
      if (!reminder) throw httpErrors.notFound();
      return reminder;
    },
  );

  app.delete(
    `${BASE}/:reminderId`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Delete a reminder of my car',
        description: OWNER_ONLY_TEXT,
        params: reminderParams,
        response: { 204: z.null(), ...ownerErrors },
      },
    },
    async (request, reply) => {
      const { id, reminderId } = request.params;
      const deleted =
        isUuid(reminderId) && (await deleteReminder(app, id, requireUserId(request), reminderId));
      if (!deleted) throw httpErrors.notFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BASE}/:reminderId/complete`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Complete a reminder of my car, from a logbook entry or today',
        description:
          'With `entryId` (an entry of this car, else 404) it is done on the entry’s date at its ' +
          'mileage (or the car’s, when the entry has none); without, today at the car’s mileage. ' +
          'A repeating reminder moves to its next occurrence, each interval counted from then; a ' +
          `one-off one becomes \`done\`. ${OWNER_ONLY_TEXT}`,
        params: reminderParams,
        // A "done" button may send no body: that is no entry.
        body: reminderCompleteInputSchema.nullish(),
        response: { 200: reminderSchema, 400: errorPayloadSchema, ...ownerErrors },
      },
    },
    async (request) => {
      const { id, reminderId } = request.params;
      const reminder = isUuid(reminderId)
        ? await completeReminder(app, id, requireUserId(request), reminderId, request.body ?? {})
        : null;
      if (!reminder) throw httpErrors.notFound();
      return reminder;
    },
  );
};

export default reminders;
