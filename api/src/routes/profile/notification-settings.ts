import {
  accountLanguageSchema,
  errorPayloadSchema,
  notificationPreferencesSchema,
  updateNotificationPreferencesSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { loadPreferences, savePreferences } from '../../lib/notifications';
import { saveAccountLanguage } from '../../lib/profile';

const TAGS = ['profile'];

/** Settings → Notifications, and the language the member's e-mails are written in. */
const notificationSettings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/notification-preferences',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'In-app and e-mail choice for each kind of notification',
        response: { 200: notificationPreferencesSchema, 401: errorPayloadSchema },
      },
    },
    async (request) => loadPreferences(app.db, request.user!.id),
  );

  app.put(
    '/profile/notification-preferences',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Saves the choice for the given kinds',
        description:
          'Kinds left out keep their choice. A security notice (`emailLocked`) is always mailed: ' +
          '`email: false` for one is saved as `true`.',
        body: updateNotificationPreferencesSchema,
        response: {
          200: notificationPreferencesSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
        },
      },
    },
    async (request) => savePreferences(app.db, request.user!.id, request.body.items, new Date()),
  );

  app.put(
    '/profile/language',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'The language of the interface, for the e-mails sent to the member later',
        body: accountLanguageSchema,
        response: {
          204: z.null().describe('Saved'),
          400: errorPayloadSchema,
          401: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await saveAccountLanguage(app.db, request.user!.id, request.body.language);
      return reply.code(204).send(null);
    },
  );
};

export default notificationSettings;
