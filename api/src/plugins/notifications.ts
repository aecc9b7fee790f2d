import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';

import { loadJwtSecret } from '../lib/server-secret';
import {
  createNotificationHub,
  NOTIFICATION_CHANNEL,
  type NotificationHub,
  SESSIONS_ENDED_CHANNEL,
  unsubscribeKey,
} from '../lib/notifications';

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
    /** Signs the unsubscribe links of notification e-mails (lib/notifications/unsubscribe.ts). */
    unsubscribeKey: Buffer;
  }
}

export interface NotificationsPluginOptions {
  jwtSecret: string | undefined;
  dataDir: string;
}

/**
 * `app.notificationHub`: live notification events through the database's LISTEN/NOTIFY, so that
 * every API process on one database reaches the event streams it holds, and hears which sessions
 * end, so that it closes the streams opened with them. Without a database channel
 * (test apps without a database) events stay in this process.
 */
export default fp<NotificationsPluginOptions>(
  async (app, { jwtSecret, dataDir }) => {
    const listen = app.dbListen;
    const { hub, receive, endSession } = createNotificationHub(async (payloads) => {
      if (listen === undefined) payloads.forEach(receive);
      else {
        // One statement, so a thousand members' events cost one round trip; they arrive at commit.
        const list = sql.join(
          payloads.map((payload) => sql`${payload}`),
          sql`, `,
        );
        await app.db.execute(
          sql`select pg_notify(${NOTIFICATION_CHANNEL}, payload) from unnest(array[${list}]::text[]) as payload`,
        );
      }
    });
    if (listen !== undefined) {
      const stop = await listen(NOTIFICATION_CHANNEL, receive);
      app.addHook('onClose', stop);
      const stopSessions = await listen(SESSIONS_ENDED_CHANNEL, endSession);
      app.addHook('onClose', stopSessions);
    }
    app.decorate('notificationHub', hub);

    app.decorate('unsubscribeKey', unsubscribeKey(await loadJwtSecret({ jwtSecret, dataDir })));
  },
  { name: 'notifications', dependencies: ['db'] },
);
