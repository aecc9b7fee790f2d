import { access, mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { VehicleGallery } from '@carclub/contracts';
import { sql } from 'drizzle-orm';

import { JOB_QUEUE_SCHEMA } from '../../../src/lib/jobs';
import { LOCAL_TEMP_FOLDER, TEMP_FILE_MAX_AGE_MS } from '../../../src/lib/media';
import { jpegBuffer, multipartBody } from '../../support/images';
import { useTestApp, withTestApp } from '../../support/test-app';
import { createMember, createVehicle } from '../../support/vehicle-fixtures';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function writeStale(file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '');
  const when = new Date(Date.now() - TEMP_FILE_MAX_AGE_MS - 60_000);
  await utimes(file, when, when);
}

describe('media sweeps: temporary files per machine, pending files as a job', () => {
  const { app, dataDir } = useTestApp({
    prepare: async (dir) => {
      await writeStale(path.join(dir, 'tmp', 'uploads', 'before-start.upload'));
      await writeStale(path.join(dir, 'media', LOCAL_TEMP_FOLDER, 'before-start.tmp'));
    },
  });

  it('removes temporary files left by a crash at startup and while running', async () => {
    expect(app.uploadDir).toBe(path.join(dataDir, 'tmp', 'uploads'));
    expect(await exists(path.join(app.uploadDir, 'before-start.upload'))).toBe(false);
    expect(await exists(path.join(dataDir, 'media', LOCAL_TEMP_FOLDER, 'before-start.tmp'))).toBe(
      false,
    );
    const later = path.join(app.uploadDir, 'killed-later.upload');
    await writeStale(later);

    await app.temporaryFileSweep.runNow();

    expect(await exists(later)).toBe(false);
  });

  it('stops serving a deleted photo whose file removal failed at the next media sweep job', async () => {
    const owner = await createMember(app);
    const { id } = await createVehicle(app, owner);
    const body = multipartBody([{ field: 'files', data: await jpegBuffer() }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/private-transport/${id}/gallery`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    const [image] = uploaded.json<VehicleGallery>().images;
    const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

    const remove = jest.spyOn(app.storage, 'delete').mockRejectedValue(new Error('EBUSY'));
    try {
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/private-transport/${id}/gallery/${image!.id}`,
        headers: owner.headers,
      });
      expect(deleted.statusCode).toBe(204);
    } finally {
      remove.mockRestore();
    }
    expect(await status(image!.url)).toBe(200);

    await app.jobs.send('sweep-media', {});
    await app.jobs.settled();

    expect(await status(image!.url)).toBe(404);
    expect(await status(image!.cardUrl)).toBe(404);
  });

  it('schedules the media sweep every five minutes, whichever process runs it', async () => {
    const { rows } = (await app.db.execute(
      sql`SELECT cron FROM ${sql.identifier(JOB_QUEUE_SCHEMA)}.schedule WHERE name = 'sweep-media'`,
    )) as { rows: Array<{ cron: string }> };
    expect(rows).toEqual([{ cron: '*/5 * * * *' }]);
  });

  it('stops the temporary-file sweep when the app closes', async () => {
    const env = { DATA_DIR: dataDir, SITE_DIR: dataDir };
    await withTestApp({ database: 'none', env }, async (other) => {
      await other.ready();
      expect(other.temporaryFileSweep.stopped).toBe(false);

      await other.close();

      expect(other.temporaryFileSweep.stopped).toBe(true);
    });
  });
});
