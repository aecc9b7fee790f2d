import {
  changePasswordSchema,
  errorPayloadSchema,
  profileSchema,
  profileUpdateSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { changePassword } from '../../lib/profile/change-password';
import { loadProfile, updateProfile } from '../../lib/profile/profile';

const TAGS = ['profile'];

/** The signed-in user's own profile and password. */
const profile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: "The signed-in user's profile",
        response: { 200: profileSchema, 401: errorPayloadSchema, 404: errorPayloadSchema },
      },
    },
    async (request) => loadProfile(app, request.user!.id),
  );

  app.put(
    '/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: "Replaces the signed-in user's profile",
        description:
          "Empty or missing optional fields are cleared. `email` must be the account's own: any " +
          'other is a 403 naming the field, since an e-mail change needs a confirmation this ' +
          'request cannot give. Phone, postal code and state must fit the country (400 lists ' +
          'every failing field); a nickname (ignoring case) of another account is a 409 naming ' +
          'the field.',
        body: profileUpdateSchema,
        response: {
          200: profileSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          403: errorPayloadSchema,
          404: errorPayloadSchema,
          409: errorPayloadSchema,
        },
      },
    },
    async (request) => updateProfile(app, request.user!.id, request.body),
  );

  app.patch(
    '/profile/change-password',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: "Changes the signed-in user's password",
        description:
          'Signs out every other session of the user. 400 when the current password is wrong, ' +
          '403 for an account without a password (signed up with Google).',
        body: changePasswordSchema,
        response: {
          204: z.null().describe('Password changed'),
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          403: errorPayloadSchema,
          404: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await changePassword(app, request.user!, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default profile;
