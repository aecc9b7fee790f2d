import type { FastifyRequest } from 'fastify';

import { mediaErrors } from './errors';

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === code;
}

/**
 * Reads the files of the multipart field `field` into memory (at most `max`, each within the
 * multipart plugin's fileSize limit, IMAGE_MAX_SIZE_BYTES). Other parts are skipped. 400
 * `fileRequired` when the request is not multipart or has no such file, 400 `tooManyItems` for more
 * than `max`, 413 `fileTooLarge` when one is larger than the limit or the request has more parts than
 * the plugin allows.
 */
export async function readUploads(
  request: FastifyRequest,
  { field, max }: { field: string; max: number },
): Promise<Buffer[]> {
  if (!request.isMultipart()) throw mediaErrors.fileRequired(field);
  const buffers: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      if (buffers.length >= max) throw mediaErrors.tooManyFiles(field);
      const data = await part.toBuffer();
      // A file input left empty is still sent, as a part with no name and no bytes.
      if (data.length > 0) buffers.push(data);
    }
  } catch (error) {
    if (
      hasCode(error, 'FST_REQ_FILE_TOO_LARGE') ||
      hasCode(error, 'FST_FILES_LIMIT') ||
      hasCode(error, 'FST_PARTS_LIMIT') ||
      hasCode(error, 'FST_FIELDS_LIMIT')
    ) {
      throw mediaErrors.fileTooLarge(field);
    }
    throw error;
  }
  if (buffers.length === 0) throw mediaErrors.fileRequired(field);
  return buffers;
}
