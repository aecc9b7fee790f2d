import type { FastifyBaseLogger } from 'fastify';

import type { AppConfig } from '../../../../src/config';
import { type AccountMailApp, sendAccountMail } from '../../../../src/lib/auth/account-mail';
import type { Mailer } from '../../../../src/plugins/mail';

function mailApp(send: Mailer['send']) {
  const error = jest.fn();
  const app: AccountMailApp = {
    mailer: { send: jest.fn(send) },
    log: { error } as unknown as FastifyBaseLogger,
    config: { publicUrl: 'https://carclub.example/' } as AppConfig,
  };
  return { app, error };
}

const RECIPIENT = { email: 'ann@example.com', nickname: 'ann', language: 'en' };

describe('sendAccountMail', () => {
  it('mails the link of the public site in the recipient language', () => {
    const { app } = mailApp(async () => ({ messageId: '<1@test>' }));
    sendAccountMail(app, 'activation', RECIPIENT, 'token/1');
    const [message] = jest.mocked(app.mailer.send).mock.calls[0]!;
    expect(message.to).toBe('ann@example.com');
    expect(message.link).toBe('https://carclub.example/activate?token=token%2F1');
    expect(message.text).toContain('ann');
  });

  it('logs a failed delivery instead of failing the caller', async () => {
    const { app, error } = mailApp(async () => {
      throw new Error('SMTP down');
    });
    expect(() => sendAccountMail(app, 'passwordReset', RECIPIENT, 't')).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'passwordReset' }),
      'account mail could not be sent',
    );
  });
});
