import {
  errorPayloadSchema,
  galleryOrderSchema,
  LOGBOOK_MAX_PHOTOS_PER_ENTRY,
  vehicleGallerySchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireUserId } from '../../lib/auth';
import { httpErrors } from '../../lib/http-errors';
import {
  addEntryPhotos,
  deleteEntryPhoto,
  entryPhotoRoom,
  entryPhotosFull,
  PHOTOS_FIELD,
  reorderEntryPhotos,
} from '../../lib/logbook';
import { closeUnreadBody, refuseBannedUploader, withUploads } from '../../lib/media';
import { isUuid, requireVehicleOwner } from '../../lib/vehicles';

const TAGS = ['logbook'];
const PHOTOS = '/private-transport/:id/logbook/:entryId/photos';

const entryParams = z.object({ id: z.string(), entryId: z.string() });
const photoParams = entryParams.extend({ photoId: z.string() });

const errors = {
  400: errorPayloadSchema,
  401: errorPayloadSchema,
  403: errorPayloadSchema,
  404: errorPayloadSchema,
};
const uploadErrors = {
  ...errors,
  413: errorPayloadSchema,
  422: errorPayloadSchema,
  429: errorPayloadSchema,
  503: errorPayloadSchema,
};

const OWNER_ONLY_TEXT =
  "The car's owner only: another member's car is 403, an unknown car or an entry of another car " +
  '404. The answers and the order payload are the gallery’s (`images`, `imageIds`).';

/**
 * The photos of a logbook entry (ADR 0093): the car gallery's upload, reorder and delete, per
 * entry. Saving the entry (PUT) never changes them.
 */
const logbookPhotos: FastifyPluginAsyncZod = async (app) => {
  const ownerOnly = {
    onRequest: [app.authenticate],
    preValidation: [requireVehicleOwner(app)],
  };
  const entryId = (id: string) => {
    if (!isUuid(id)) throw httpErrors.notFound();
    return id;
  };

  app.post(
    PHOTOS,
    {
      ...ownerOnly,
      onRequest: [app.authenticate, refuseBannedUploader],
      onSend: closeUnreadBody,
      schema: {
        tags: TAGS,
        summary: `Append photos to an entry (multipart field \`files\`, at most ${LOGBOOK_MAX_PHOTOS_PER_ENTRY} in all)`,
        description:
          'Answers with all the entry’s photos, first to last. Processed as gallery images (same ' +
          'sizes, files and refusals, same limits on uploads under way). An entry with all its ' +
          'photos is refused (400 `validation.galleryFull` under `files`) before the body is read, ' +
          `and so is a file past its free places, at that file. ${OWNER_ONLY_TEXT}`,
        consumes: ['multipart/form-data'],
        params: entryParams,
        response: { 201: vehicleGallerySchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const entry = entryId(request.params.entryId);
      const ownerId = requireUserId(request);
      const upload = {
        field: PHOTOS_FIELD,
        max: LOGBOOK_MAX_PHOTOS_PER_ENTRY,
        memberId: ownerId,
        uploadDir: app.uploadDir,
        room: () => entryPhotoRoom(app.db, id, entry),
        tooMany: entryPhotosFull,
      };
      const images = await withUploads(request, upload, (files) =>
        addEntryPhotos(app, id, ownerId, entry, files),
      );
      return reply.code(201).send({ images });
    },
  );

  app.put(
    `${PHOTOS}/order`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Reorder an entry’s photos: every photo id of the entry, first to last',
        description: OWNER_ONLY_TEXT,
        params: entryParams,
        body: galleryOrderSchema,
        response: { 200: vehicleGallerySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const entry = entryId(request.params.entryId);
      const images = await reorderEntryPhotos(
        app,
        id,
        requireUserId(request),
        entry,
        request.body.imageIds,
      );
      return { images };
    },
  );

  app.delete(
    `${PHOTOS}/:photoId`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Remove one photo of an entry; the ones after it move up',
        description: OWNER_ONLY_TEXT,
        params: photoParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const entry = entryId(request.params.entryId);
      const removed =
        isUuid(photoId) &&
        (await deleteEntryPhoto(app, id, requireUserId(request), entry, photoId));
      if (!removed) throw httpErrors.notFound();
      return reply.code(204).send(null);
    },
  );
};

export default logbookPhotos;
