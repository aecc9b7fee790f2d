import type { FastifyPluginAsync } from 'fastify';

import admin from './admin';
import auth from './auth';
import bookmarks from './bookmarks';
import discussions from './discussions';
import follows from './follows';
import posts from './posts';
import discussionEvents from './discussions/events';
import docs from './docs';
import health from './health';
import logbook from './logbook';
import media from './media';
import members from './members';
import notifications from './notifications';
import privateTransport from './private-transport';
import profile from './profile';
import publicVehicles from './public-vehicles';
import reference from './reference';
import reminders from './reminders';
import reports from './reports';
import support from './support';

/** Every API resource, mounted under the API prefix by the app. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(docs);
  await app.register(reference);
  await app.register(auth);
  await app.register(media);
  await app.register(profile);
  await app.register(privateTransport);
  await app.register(publicVehicles);
  await app.register(logbook);
  await app.register(reminders);
  await app.register(bookmarks);
  await app.register(follows);
  await app.register(discussions);
  await app.register(posts);
  await app.register(discussionEvents);
  await app.register(members);
  await app.register(notifications);
  await app.register(reports);
  await app.register(support);
  await app.register(admin);
};

export default routes;
