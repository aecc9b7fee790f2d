import fp from 'fastify-plugin';

import { type BackgroundTasks, createBackgroundTasks } from '../lib/background-tasks';

declare module 'fastify' {
  interface FastifyInstance {
    backgroundTasks: BackgroundTasks;
  }
}

/**
 * `app.backgroundTasks`: work started after an answer. Closing the app waits for what has started,
 * so a task never runs on a closed database; tests call `drain()` before looking at its effects.
 */
export default fp(
  async (app) => {
    const tasks = createBackgroundTasks(app.log);
    app.decorate('backgroundTasks', tasks);
    // preClose runs before any plugin's onClose, so the database is still open for the last tasks.
    app.addHook('preClose', () => tasks.drain());
  },
  { name: 'background-tasks' },
);
