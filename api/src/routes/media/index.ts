import { errorPayloadSchema, UPLOAD_FIELD_NAME, uploadResponseSchema } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireUserId } from '../../lib/auth';
import { closeUnreadBody, refuseBannedUploader, withUploads } from '../../lib/media';
import { type ProfileImageKind, removeProfileImage, replaceProfileImage } from '../../lib/profile';

const TAGS = ['media'];

const ROUTES: { kind: ProfileImageKind; path: string; summary: string }[] = [
  { kind: 'avatar', path: '/media/change-avatar', summary: "Replaces the caller's avatar" },
  { kind: 'cover', path: '/media/change-cover', summary: "Replaces the caller's cover image" },
];

/** Image uploads of the signed-in user's profile. */
const media: FastifyPluginAsyncZod = async (app) => {
  for (const { kind, path, summary } of ROUTES) {
    app.post(
      path,
      {
        onRequest: [app.authenticate, refuseBannedUploader],
        onSend: closeUnreadBody,
        schema: {
          tags: TAGS,
          summary,
          description: `multipart/form-data with one image (JPEG, PNG or WebP) in the field \`${UPLOAD_FIELD_NAME}\`; stored as WebP without metadata.`,
          consumes: ['multipart/form-data'],
          response: {
            200: uploadResponseSchema,
            400: errorPayloadSchema,
            401: errorPayloadSchema,
            403: errorPayloadSchema,
            404: errorPayloadSchema,
            413: errorPayloadSchema,
            422: errorPayloadSchema,
            429: errorPayloadSchema,
            503: errorPayloadSchema,
          },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const upload = {
          field: UPLOAD_FIELD_NAME,
          max: 1,
          memberId: userId,
          uploadDir: app.uploadDir,
        };
        const url = await withUploads(request, upload, ([file]) =>
          replaceProfileImage(app, userId, kind, file!, UPLOAD_FIELD_NAME),
        );
        return { url };
      },
    );

    app.delete(
      `/media/${kind}`,
      {
        onRequest: [app.authenticate],
        schema: {
          tags: TAGS,
          summary: `Removes the caller's ${kind}`,
          description:
            'Its files are deleted; the profile shows none (204 also when there was none).',
          response: {
            204: z.null().describe('Removed'),
            401: errorPayloadSchema,
            404: errorPayloadSchema,
          },
        },
      },
      async (request, reply) => {
        await removeProfileImage(app, requireUserId(request), kind);
        return reply.code(204).send(null);
      },
    );
  }
};

export default media;
