import type { App } from '../../app-type';
import { notify, type NotifyApp } from '../notifications';
import type { MailLanguage } from '../../mail/templates';
import type { AccountMailApp } from './account-mail';
import { forgotPassword, resetPassword } from './password-reset';
import {
  ACCOUNT_MAIL_LIMIT,
  type AccountClientRateLimit,
  type AccountMailKind,
  accountMailKey,
  type AuthRateLimit,
  clearAccountLimits,
  consumeAccountClientLimit,
  consumeAuthLimit,
} from './rate-limits';
import { resendActivation } from './registration';

declare module '../jobs' {
  interface JobPayloads {
    /** A reset or activation mail owed to an inbox whose budget was spent. */
    'owed-account-mail': OwedAccountMail;
  }
}

export interface OwedAccountMail {
  kind: AccountMailKind;
  email: string;
  language?: MailLanguage;
}

/** What the mail requests use of the app. */
export type MailRequestApp = Pick<App, 'db' | 'rateLimiter' | 'jobs'> & AccountMailApp;

interface MailFlow {
  /** The label of its background task in the log. */
  task: string;
  perIp: AuthRateLimit;
  perAccountClient: AccountClientRateLimit;
  mail: (app: MailRequestApp, email: string, language: MailLanguage | undefined) => Promise<void>;
}

const FLOWS: Record<AccountMailKind, MailFlow> = {
  passwordReset: {
    task: 'forgot-password',
    perIp: 'forgotPasswordPerIp',
    perAccountClient: 'forgotPasswordPerAccountClient',
    mail: forgotPassword,
  },
  activation: {
    task: 'resend-activation',
    perIp: 'resendActivationPerIp',
    perAccountClient: 'resendActivationPerAccountClient',
    mail: resendActivation,
  },
};

export interface MailRequest {
  email: string;
  ip: string;
  language: MailLanguage | undefined;
}

/** The key of the one mail owed to an inbox whose budget was spent. */
export const deferredMailKey = (kind: AccountMailKind, email: string): string =>
  `${accountMailKey(kind, email)}:deferred`;

/**
 * Within the inbox's budget the mail goes now; beyond it, one mail goes when the budget's window
 * ends, however many requests came in between: a job of the queue, so that a restart, or another
 * API process, still sends it, once (ADR 0146).
 */
async function mailWithinBudget(
  app: MailRequestApp,
  kind: AccountMailKind,
  { email, language }: Omit<MailRequest, 'ip'>,
): Promise<void> {
  const budget = await app.rateLimiter.hit(accountMailKey(kind, email), ACCOUNT_MAIL_LIMIT);
  if (budget.count <= ACCOUNT_MAIL_LIMIT.max) return FLOWS[kind].mail(app, email, language);
  await app.jobs.send(
    'owed-account-mail',
    { kind, email, ...(language !== undefined && { language }) },
    { key: deferredMailKey(kind, email), startAfter: new Date(Date.now() + budget.resetInMs) },
  );
}

/** The owed mail's job: the mail of its kind, with a link issued now. */
export function sendOwedAccountMail(
  app: MailRequestApp,
  { kind, email, language }: OwedAccountMail,
): Promise<void> {
  return FLOWS[kind].mail(app, email, language);
}

/**
 * A request for a reset or activation link. Only the client's own budgets are checked before the
 * answer; looking the address up, issuing the link and mailing it happen after it, so neither the
 * answer nor its timing tells whether the address is registered.
 */
export async function acceptMailRequest(
  app: MailRequestApp,
  kind: AccountMailKind,
  request: MailRequest,
): Promise<void> {
  const flow = FLOWS[kind];
  await consumeAuthLimit(app, flow.perIp, request.ip);
  await consumeAccountClientLimit(app, flow.perAccountClient, request.email, request.ip);
  app.backgroundTasks.run(flow.task, () => mailWithinBudget(app, kind, request));
}

/**
 * Sets the new password of a reset link; the account's limits start afresh and a reset mail still
 * owed to it is dropped, since its owner has just used one.
 */
export async function completePasswordReset(
  app: Pick<App, 'rateLimiter' | 'jobs'> & NotifyApp,
  token: string,
  password: string,
): Promise<void> {
  const { userId, email } = await resetPassword(app.db, token, password);
  await clearAccountLimits(app, email);
  await app.jobs.cancel('owed-account-mail', deferredMailKey('passwordReset', email));
  notify(app, userId, 'passwordChanged', {});
}
