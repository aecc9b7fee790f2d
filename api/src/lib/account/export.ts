import { PassThrough, Readable } from 'node:stream';

import { asc, desc, eq, inArray } from 'drizzle-orm';
import { ZipFile } from 'yazl';

import type { App } from '../../app-type';
import { notifications, profiles, users, vehicleImages, vehicles } from '../../db/schema';
import type { AuthenticatedUser } from '../auth';
import { httpErrors } from '../http-errors';
import { imageFileKeys } from '../media';
import { loadPrivacy } from '../members';
import { loadPreferences, toNotification } from '../notifications';
import { listActiveSessions, loadProfile } from '../profile';
import { listMutes, loadTrust } from '../trust';
import { loadOwnVehicle } from '../vehicles';
import { loadExportedCommunity } from './export-community';
import { exportedLogbooksJson, loadExportedBookmarks } from './export-logbook';

export type ExportApp = Pick<App, 'db' | 'storage' | 'log'>;

/** Exports one member may start in a window: each reads every photo they have. */
export const ACCOUNT_EXPORT_RATE_LIMIT = { max: 3, windowMs: 60 * 60_000 };

const README = `CarClub: your data / ваші дані

account.json   your account (e-mail, nickname, roles, dates) / обліковий запис
profile.json   your profile and what your public page shows / профіль і що показує публічна сторінка
sessions.json  devices signed in now / пристрої, на яких ви зараз увійшли
vehicles.json  your vehicles with every field, purchase data too / ваші авто з усіма полями
notifications.json  your notifications and how you get them / ваші сповіщення та як ви їх отримуєте
logbook.json   each vehicle's logbook entries (private ones too) and reminders / записи бортжурналу кожного авто (і приватні) та нагадування
bookmarks.json  cars and logbook entries you bookmarked, and when / авто й записи бортжурналу у ваших закладках і коли їх додано
community.json  your posts (drafts too), your comments, what you liked and what you follow / ваші дописи (і чернетки), коментарі, вподобання і за ким ви стежите
trust.json     your trust level, the activity counted for it, and the members and models you muted / ваш рівень довіри, врахована для нього активність, приглушені вами учасники й моделі
photos/        avatar and cover / аватар і обкладинка
vehicles/<slug>/  each vehicle's preview and gallery photos, in gallery order / фото кожного авто
vehicles/<slug>/logbook/<entry id>/  each logbook entry's photos, in order / фото кожного запису бортжурналу
posts/<slug>/  each post's photos, in order / фото кожного допису
`;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The member's data as a ZIP stream: JSON files of everything the site keeps about them and
 * their photos as stored (WebP). Files are read while the archive streams, so memory stays flat.
 * The database is read before the first byte goes out, so a failure there is still a clean error,
 * except for the logbooks, read a page at a time as the archive reaches them (a failure there
 * ends the download broken, as an unreadable photo does).
 */
export async function accountArchive(app: ExportApp, caller: AuthenticatedUser): Promise<Readable> {
  const [account] = await app.db
    .select({
      id: users.id,
      email: users.email,
      nickname: users.nickname,
      roles: users.roles,
      language: users.language,
      googleLinked: users.googleSubject,
      hasPassword: users.passwordHash,
      createdAt: users.createdAt,
      activatedAt: users.activatedAt,
      nicknameChangedAt: users.nicknameChangedAt,
    })
    .from(users)
    .where(eq(users.id, caller.id))
    .limit(1);
  if (!account) throw httpErrors.notFound();
  const [profile, privacy, sessions, images, preferences, received, trust, mutes] =
    await Promise.all([
      loadProfile(app, caller.id),
      loadPrivacy(app.db, caller.id),
      listActiveSessions(app.db, caller),
      app.db
        .select({ avatarKey: profiles.avatarKey, coverKey: profiles.coverKey })
        .from(profiles)
        .where(eq(profiles.userId, caller.id)),
      loadPreferences(app.db, caller.id),
      app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, caller.id))
        .orderBy(desc(notifications.createdAt), desc(notifications.id)),
      loadTrust(app.db, caller.id),
      listMutes(app.db, caller.id),
    ]);
  const owned = await app.db
    .select({ id: vehicles.id, slug: vehicles.slug, previewKey: vehicles.previewKey })
    .from(vehicles)
    .where(eq(vehicles.ownerId, caller.id))
    .orderBy(asc(vehicles.createdAt));
  const gallery =
    owned.length === 0
      ? []
      : await app.db
          .select({ vehicleId: vehicleImages.vehicleId, key: vehicleImages.storageKey })
          .from(vehicleImages)
          .where(
            inArray(
              vehicleImages.vehicleId,
              owned.map((vehicle) => vehicle.id),
            ),
          )
          .orderBy(asc(vehicleImages.vehicleId), asc(vehicleImages.position));
  const fullVehicles = [];
  for (const vehicle of owned) fullVehicles.push(await loadOwnVehicle(app, vehicle.id, caller.id));
  const saved = await loadExportedBookmarks(app, caller.id);
  const { photos: postPhotoKeys, ...community } = await loadExportedCommunity(app.db, caller.id);

  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(README), 'README.txt');
  zip.addBuffer(
    json({
      ...account,
      googleLinked: account.googleLinked !== null,
      hasPassword: account.hasPassword !== null,
    }),
    'account.json',
  );
  zip.addBuffer(json({ ...profile, privacy }), 'profile.json');
  zip.addBuffer(json(sessions.items), 'sessions.json');
  zip.addBuffer(json(fullVehicles.filter(Boolean)), 'vehicles.json');
  zip.addBuffer(
    json({ preferences: preferences.items, notifications: received.map(toNotification) }),
    'notifications.json',
  );
  zip.addBuffer(json(saved), 'bookmarks.json');
  zip.addBuffer(json(community), 'community.json');
  zip.addBuffer(
    json({ ...trust, mutedMembers: mutes.items, mutedModels: mutes.models }),
    'trust.json',
  );

  // A photo that cannot be read ends the download broken rather than silently incomplete (yazl
  // itself would wait for the failed stream forever).
  const archive = new PassThrough();
  const fail = (error: Error) => {
    app.log.error({ err: error }, 'account export stopped');
    archive.destroy(error);
  };
  zip.on('error', fail);

  // Opened one at a time, as the archive reaches them: a big garage must not hold hundreds of files.
  const addImage = (key: string, name: string) =>
    zip.addReadStreamLazy(name, (done) => {
      const photo = app.storage.read(imageFileKeys(key).full);
      photo.once('error', fail);
      done(null, photo);
    });
  const [pictures] = images;
  if (pictures?.avatarKey) addImage(pictures.avatarKey, 'photos/avatar.webp');
  if (pictures?.coverKey) addImage(pictures.coverKey, 'photos/cover.webp');
  for (const vehicle of owned) {
    if (vehicle.previewKey) addImage(vehicle.previewKey, `vehicles/${vehicle.slug}/preview.webp`);
    const photos = gallery.filter((image) => image.vehicleId === vehicle.id);
    photos.forEach((photo, index) =>
      addImage(
        photo.key,
        `vehicles/${vehicle.slug}/photo-${String(index + 1).padStart(2, '0')}.webp`,
      ),
    );
  }
  const postSlugs = new Map(community.posts.map((post) => [post.id, post.slug]));
  const placed = new Map<string, number>();
  for (const photo of postPhotoKeys) {
    const place = (placed.get(photo.postId) ?? 0) + 1;
    placed.set(photo.postId, place);
    const name = `photo-${String(place).padStart(2, '0')}.webp`;
    addImage(photo.key, `posts/${postSlugs.get(photo.postId)}/${name}`);
  }
  // The logbooks last, read as the archive reaches them: each page's photos join the archive after
  // it, and the archive ends with the last page (a 5,000-entry logbook is never held whole).
  const slugs = new Map(owned.map((vehicle) => [vehicle.id, vehicle.slug]));
  async function* logbookJson() {
    yield* exportedLogbooksJson(app, caller.id, owned, (entry, keys) => {
      for (const [index, key] of keys.entries()) {
        addImage(
          key,
          `vehicles/${slugs.get(entry.vehicleId)}/logbook/${entry.id}/photo-${String(index + 1).padStart(2, '0')}.webp`,
        );
      }
    });
    zip.end();
  }
  zip.addReadStreamLazy('logbook.json', (done) => {
    const stream = Readable.from(logbookJson());
    stream.once('error', fail);
    done(null, stream);
  });

  zip.outputStream.pipe(archive);
  return archive;
}
