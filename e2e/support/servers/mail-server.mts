/**
 * A real SMTP server on loopback for the journeys: the site sends its e-mails here through
 * SMTP_URL, and each message is written as it arrived to E2E_MAIL_DIR (`<timestamp>-<n>.eml`),
 * where `support/mailbox.ts` reads them. Started by Playwright's webServer list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { SMTPServer } from 'smtp-server';

import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../ports.ts';

mkdirSync(E2E_MAIL_DIR, { recursive: true });
let received = 0;

const server = new SMTPServer({
  // Loopback only, as a developer's mail catcher: no TLS and no sign-in to offer.
  disabledCommands: ['STARTTLS', 'AUTH'],
  banner: 'CarClub e2e mail sink',
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const name = `${Date.now()}-${String(received).padStart(5, '0')}.eml`;
      writeFileSync(path.join(E2E_MAIL_DIR, name), Buffer.concat(chunks));
      callback();
    });
  },
});

server.listen(E2E_SMTP_PORT, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
