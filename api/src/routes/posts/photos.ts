import {
  errorPayloadSchema,
  galleryOrderSchema,
  POST_MAX_PHOTOS,
  vehicleGallerySchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireUserId } from '../../lib/auth';
import { closeUnreadBody, refuseBannedUploader, withUploads } from '../../lib/media';
import {
  addPostPhotos,
  deletePostPhoto,
  POST_PHOTOS_FIELD,
  postPhotoRoom,
  postPhotosFull,
  reorderPostPhotos,
} from '../../lib/posts';

const TAGS = ['posts'];
const PHOTOS = '/posts/:id/photos';

const postParams = z.object({ id: z.string().max(100) });
const photoParams = postParams.extend({ photoId: z.string().max(100) });

const errors = { 400: errorPayloadSchema, 401: errorPayloadSchema, 404: errorPayloadSchema };
const uploadErrors = {
  ...errors,
  403: errorPayloadSchema,
  413: errorPayloadSchema,
  422: errorPayloadSchema,
  429: errorPayloadSchema,
  503: errorPayloadSchema,
};

const AUTHOR_ONLY_TEXT =
  'The post’s author only: another’s post is 404. The answers and the order payload are the ' +
  'gallery’s (`images`, `imageIds`).';

/** A post's photos: a logbook entry's upload, reorder and delete, per post. */
const postPhotos: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PHOTOS,
    {
      onRequest: [app.authenticate, refuseBannedUploader],
      onSend: closeUnreadBody,
      schema: {
        tags: TAGS,
        summary: `Append photos to my post (multipart field \`files\`, at most ${POST_MAX_PHOTOS} in all)`,
        description:
          'Answers with all the post’s photos, first to last, processed as gallery images. A ' +
          'post with all its photos is refused (400 `validation.galleryFull` under `files`) ' +
          `before the body is read. ${AUTHOR_ONLY_TEXT}`,
        consumes: ['multipart/form-data'],
        params: postParams,
        response: { 201: vehicleGallerySchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const authorId = requireUserId(request);
      const upload = {
        field: POST_PHOTOS_FIELD,
        max: POST_MAX_PHOTOS,
        memberId: authorId,
        uploadDir: app.uploadDir,
        room: () => postPhotoRoom(app.db, id, authorId),
        tooMany: postPhotosFull,
      };
      const images = await withUploads(request, upload, (files) =>
        addPostPhotos(app, id, authorId, files),
      );
      return reply.code(201).send({ images });
    },
  );

  app.put(
    `${PHOTOS}/order`,
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Reorder my post’s photos: every photo id of the post, first to last',
        description: AUTHOR_ONLY_TEXT,
        params: postParams,
        body: galleryOrderSchema,
        response: { 200: vehicleGallerySchema, ...errors },
      },
    },
    async (request) => ({
      images: await reorderPostPhotos(
        app,
        request.params.id,
        requireUserId(request),
        request.body.imageIds,
      ),
    }),
  );

  app.delete(
    `${PHOTOS}/:photoId`,
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Remove one photo of my post; the ones after it move up',
        description: AUTHOR_ONLY_TEXT,
        params: photoParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      await deletePostPhoto(app, id, requireUserId(request), photoId);
      return reply.code(204).send(null);
    },
  );
};

export default postPhotos;
