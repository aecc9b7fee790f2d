import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

import { E2E_MAIL_DIR } from './ports';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the plain-text body, in order. */
  links: string[];
  /** The `List-Unsubscribe` header's address (RFC 8058), without its angle brackets. */
  listUnsubscribe: string | undefined;
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ''));
}

async function read(file: string): Promise<ReceivedMail> {
  const mail = await simpleParser(readFileSync(path.join(E2E_MAIL_DIR, file)));
  const text = mail.text ?? '';
  return {
    to: recipients(mail),
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    links: text.match(/https?:\/\/\S+/g) ?? [],
    listUnsubscribe: /<([^<>]+)>/.exec(
      mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '',
    )?.[1],
  };
}

/** Every message the SMTP sink has received for `address`, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  let files: string[];
  try {
    files = readdirSync(E2E_MAIL_DIR).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = await Promise.all(files.sort().map(read));
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * Waits for the `count`-th message to `address` (sign-up mail is sent after the answer) and
 * returns it.
 */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(address)).length, {
      message: `e-mail number ${count} to ${address}`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(count);
  return mails[count - 1]!;
}

/** The link of a message that leads to `pathname` on the site (e.g. `/activate`). */
export function linkTo(mail: ReceivedMail, pathname: string): URL {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in "${mail.subject}": ${mail.text}`);
  return link;
}
