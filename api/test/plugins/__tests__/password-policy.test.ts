import { commonPasswordsLoaded, newPasswordSchema } from '@carclub/contracts';
import Fastify from 'fastify';

import passwordPolicy from '../../../src/plugins/password-policy';

describe('password-policy plugin', () => {
  it('loads the common-password list before the app is ready, so every schema uses it', async () => {
    expect(commonPasswordsLoaded()).toBe(false);
    expect(newPasswordSchema.safeParse('football1').success).toBe(true);

    const app = Fastify();
    await app.register(passwordPolicy).ready();

    expect(commonPasswordsLoaded()).toBe(true);
    expect(newPasswordSchema.safeParse('football1').success).toBe(false);
    await app.close();
  });
});
