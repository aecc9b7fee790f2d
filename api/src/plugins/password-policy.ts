import { loadCommonPasswords } from '@carclub/contracts';
import fp from 'fastify-plugin';

/**
 * Loads the common-password list (about 50 ms) before the app takes requests, so the contracts'
 * schemas refuse common passwords on every route from the first request: browsers load the list
 * only when a password field is first used, and a server must not answer differently before that.
 */
export default fp(
  async () => {
    await loadCommonPasswords();
  },
  { name: 'password-policy' },
);
