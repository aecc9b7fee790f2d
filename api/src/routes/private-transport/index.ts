import {
  errorPayloadSchema,
  GALLERY_MAX_IMAGES,
  galleryOrderSchema,
  ownVehicleListResponseSchema,
  previewFromGallerySchema,
  uploadResponseSchema,
  vehicleCreateSchema,
  vehicleGallerySchema,
  vehicleListQuerySchema,
  vehicleSchema,
  vehicleUpdateSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireUserId } from '../../lib/auth';
import { httpErrors } from '../../lib/http-errors';
import { closeUnreadBody, refuseBannedUploader, withUploads } from '../../lib/media';
import {
  addGalleryImages,
  createVehicle,
  deleteGalleryImage,
  deleteVehicle,
  GALLERY_FIELD,
  galleryFull,
  galleryRoom,
  isUuid,
  listVehicleCards,
  loadOwnVehicle,
  PREVIEW_FIELD,
  previewFromGallery,
  reorderGallery,
  replacePreview,
  requireVehicleOwner,
  updateVehicle,
} from '../../lib/vehicles';

const TAGS = ['vehicles'];
const BASE = '/private-transport';

const idParams = z.object({ id: z.string() });
const imageParams = z.object({ id: z.string(), imageId: z.string() });

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

/**
 * The signed-in user's own vehicles ("My vehicles", add and edit pages). Reading or changing a
 * vehicle here is for its owner only: every vehicle has a public page, so another signed-in user
 * gets 403 (the edit page then says they may not edit it) and an id that names no vehicle 404, see
 * requireVehicleOwner.
 */
const privateTransport: FastifyPluginAsyncZod = async (app) => {
  const ownerOnly = {
    onRequest: [app.authenticate],
    preValidation: [requireVehicleOwner(app)],
  };
  // Uploads are refused before their body is read (withUploads); the refusal closes the connection.
  const ownerUpload = {
    ...ownerOnly,
    onRequest: [app.authenticate, refuseBannedUploader],
    onSend: closeUnreadBody,
  };

  app.get(
    BASE,
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'My vehicles: a page of cards, newest first, with search and filters',
        description:
          'Each card says whether a moderator hid the car from the public pages (`hidden`: when, ' +
          'and the reason given), which the public lists never show.',
        querystring: vehicleListQuerySchema,
        response: {
          200: ownVehicleListResponseSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
        },
      },
    },
    async (request) =>
      listVehicleCards(app, request.query, { ownerId: requireUserId(request), publicOnly: false }),
  );

  app.post(
    BASE,
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Add a vehicle',
        body: vehicleCreateSchema,
        response: { 201: vehicleSchema, 400: errorPayloadSchema, 401: errorPayloadSchema },
      },
    },
    async (request, reply) => {
      const ownerId = requireUserId(request);
      const id = await createVehicle(app, ownerId, request.body);
      const vehicle = await loadOwnVehicle(app, id, ownerId);
      if (!vehicle) throw httpErrors.notFound();
      return reply.code(201).send(vehicle);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'One of my vehicles, with everything the edit page shows',
        params: idParams,
        response: {
          200: vehicleSchema,
          401: errorPayloadSchema,
          403: errorPayloadSchema,
          404: errorPayloadSchema,
        },
      },
    },
    async (request) => {
      const vehicle = await loadOwnVehicle(app, request.params.id, requireUserId(request));
      if (!vehicle) throw httpErrors.notFound();
      return vehicle;
    },
  );

  app.patch(
    `${BASE}/:id`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Save the base information of the edit page',
        description:
          'Takes the whole form: required fields always, optional ones left out keep their value, ' +
          "null or '' clears them. The slug stays, so shared links survive a rename.",
        params: idParams,
        body: vehicleUpdateSchema,
        response: { 200: vehicleSchema, ...errors },
      },
    },
    async (request) => {
      const ownerId = requireUserId(request);
      const { id } = request.params;
      if (!(await updateVehicle(app, id, ownerId, request.body))) throw httpErrors.notFound();
      const vehicle = await loadOwnVehicle(app, id, ownerId);
      if (!vehicle) throw httpErrors.notFound();
      return vehicle;
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Delete a vehicle with its preview and gallery images',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteVehicle(app, request.params.id, requireUserId(request)))) {
        throw httpErrors.notFound();
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BASE}/:id/preview`,
    {
      ...ownerUpload,
      schema: {
        tags: TAGS,
        summary: 'Upload the preview image (multipart field `file`), replacing the old one',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: uploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const ownerId = requireUserId(request);
      const upload = { field: PREVIEW_FIELD, max: 1, memberId: ownerId, uploadDir: app.uploadDir };
      const url = await withUploads(request, upload, ([file]) =>
        replacePreview(app, id, ownerId, file!),
      );
      return { url };
    },
  );

  app.put(
    `${BASE}/:id/preview`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Use a gallery image as the preview image, replacing the old one',
        description:
          'The preview becomes a copy of the gallery image, so deleting that image later leaves ' +
          'the preview in place. 404 when the vehicle has no such gallery image.',
        params: idParams,
        body: previewFromGallerySchema,
        response: { 200: uploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { imageId } = request.body;
      if (!isUuid(imageId)) throw httpErrors.notFound();
      const url = await previewFromGallery(app, id, requireUserId(request), imageId);
      return { url };
    },
  );

  app.post(
    `${BASE}/:id/gallery`,
    {
      ...ownerUpload,
      schema: {
        tags: TAGS,
        summary: `Append images to the gallery (multipart field \`files\`, at most ${GALLERY_MAX_IMAGES} in all)`,
        description:
          'Answers with the whole gallery, first to last. A full gallery is refused (400) before ' +
          'the body is read, and so is a file past its free places, at that file.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: vehicleGallerySchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const ownerId = requireUserId(request);
      const upload = {
        field: GALLERY_FIELD,
        max: GALLERY_MAX_IMAGES,
        memberId: ownerId,
        uploadDir: app.uploadDir,
        room: () => galleryRoom(app.db, id),
        tooMany: galleryFull,
      };
      const images = await withUploads(request, upload, (files) =>
        addGalleryImages(app, id, ownerId, files),
      );
      return reply.code(201).send({ images });
    },
  );

  app.put(
    `${BASE}/:id/gallery/order`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Reorder the gallery: every image id of the vehicle, first to last',
        params: idParams,
        body: galleryOrderSchema,
        response: { 200: vehicleGallerySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const images = await reorderGallery(app, id, requireUserId(request), request.body.imageIds);
      return { images };
    },
  );

  app.delete(
    `${BASE}/:id/gallery/:imageId`,
    {
      ...ownerOnly,
      schema: {
        tags: TAGS,
        summary: 'Remove one gallery image; the ones after it move up',
        params: imageParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const removed =
        isUuid(imageId) && (await deleteGalleryImage(app, id, requireUserId(request), imageId));
      if (!removed) throw httpErrors.notFound();
      return reply.code(204).send(null);
    },
  );
};

export default privateTransport;
