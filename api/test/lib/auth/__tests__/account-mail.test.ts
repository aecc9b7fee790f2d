import type { FastifyBaseLogger } from 'fastify';

import type { AppConfig } from '../../../../src/config';
import { type AccountMailApp, sendAccountMail } from '../../../../src/lib/auth/account-mail';
import { createBackgroundTasks } from '../../../../src/lib/background-tasks';
import type { Mailer } from '../../../../src/plugins/mail';

function mailApp(send: Mailer['send']) {
  const error = jest.fn();
  const log = { error } as unknown as FastifyBaseLogger;
  const app: AccountMailApp = {
    mailer: { send: jest.fn(send) },
    log,
    config: { publicUrl: 'https://carclub.example/' } as AppConfig,
    backgroundTasks: createBackgroundTasks(log),
  };
  return { app, error };
}

const RECIPIENT = { email: 'ann@example.com', nickname: 'ann', language: 'en' };

describe('sendAccountMail', () => {
  it('mails the link of the public site in the recipient language, after the caller returns', async () => {
    const { app } = mailApp(async () => ({ messageId: '<1@test>' }));
    sendAccountMail(app, 'activation', RECIPIENT, 'token/1');
    expect(app.mailer.send).not.toHaveBeenCalled();
    await app.backgroundTasks.drain();
    const [message] = jest.mocked(app.mailer.send).mock.calls[0]!;
    expect(message.to).toBe('ann@example.com');
    expect(message.link).toBe('https://carclub.example/activate?token=token%2F1');
    expect(message.text).toContain('ann');
  });

  it('logs a failed delivery, without the address, instead of failing the caller', async () => {
    const { app, error } = mailApp(async () => {
      throw new Error('550 mailbox ann@example.com unavailable');
    });
    expect(() => sendAccountMail(app, 'passwordReset', RECIPIENT, 't')).not.toThrow();
    await app.backgroundTasks.drain();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'passwordReset' }),
      'account mail could not be sent',
    );
    expect(JSON.stringify(error.mock.calls)).not.toContain('ann@example.com');
  });
});
