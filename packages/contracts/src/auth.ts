import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { roleSchema } from './enums';
import { idSchema } from './fields';
import { NICKNAME_PATTERN } from './mentions';
import {
  PASSWORD_PROBLEM_MESSAGES,
  passwordProblems,
  type PasswordContext,
  type PasswordProblem,
} from './password-policy';
import { isReservedNickname } from './reserved-nicknames';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/** Trimmed and lower-cased so "Ann@Mail.com " and "ann@mail.com" are one account. */
export const emailSchema = z
  .string({ error: V.required })
  .trim()
  .toLowerCase()
  .min(1, { error: V.required, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: V.tooLong, abort: true })
  .regex(z.regexes.email, V.invalidEmail);

/**
 * A password being chosen. Never trimmed: spaces are legitimate password characters. The policy's
 * checks that need no account (one repeated character, a common password once the list is loaded)
 * run here; those naming the account run in the request that knows it (`addPasswordIssues`).
 */
export const newPasswordSchema = z
  .string({ error: V.required })
  .min(1, { error: V.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, V.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, V.tooLong)
  .superRefine((password, ctx) => {
    for (const problem of passwordProblems(password)) {
      if (problem !== 'tooShort')
        ctx.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_MESSAGES[problem] });
    }
  });

const ACCOUNT_PROBLEMS: readonly PasswordProblem[] = ['containsEmail', 'containsNickname'];

/**
 * Adds to `ctx` the policy's complaints about a password that contains the account's e-mail name
 * or nickname, under `path`; for an object schema that holds the password and what it knows of the
 * account. Values that failed their own schema are skipped.
 */
export function addPasswordIssues(
  ctx: z.RefinementCtx,
  path: string,
  password: unknown,
  context: { email?: unknown; nickname?: unknown },
): void {
  if (typeof password !== 'string') return;
  const known: PasswordContext = {
    email: typeof context.email === 'string' ? context.email : undefined,
    nickname: typeof context.nickname === 'string' ? context.nickname : undefined,
  };
  for (const problem of passwordProblems(password, known)) {
    if (ACCOUNT_PROBLEMS.includes(problem)) {
      ctx.addIssue({ code: 'custom', path: [path], message: PASSWORD_PROBLEM_MESSAGES[problem] });
    }
  }
}

/** A password being checked: no policy hints, only presence. */
export const existingPasswordSchema = z
  .string({ error: V.required })
  .min(1, V.required)
  .max(PASSWORD_MAX_LENGTH, V.tooLong);

/**
 * Nicknames appear in URLs (/u/{nickname}/...), hence the URL-safe alphabet; names of the site's
 * pages and staff are reserved (RESERVED_NICKNAMES).
 */
export const nicknameSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required, abort: true })
  .regex(NICKNAME_PATTERN, { error: V.invalidNickname, abort: true })
  .refine((nickname) => !isReservedNickname(nickname), V.reservedNickname);

/** A secret of a link or of the refresh flow: opaque, checked by the server alone. */
export const tokenSchema = z.string({ error: V.required }).trim().min(1, V.required);

export const currentUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  nickname: z.string(),
  roles: z.array(roleSchema),
  // Plain strings, not the enums of permissions.ts: a shell released before the API grew a new
  // permission must still parse the user rather than sign them out. `can()` names known ones.
  permissions: z.array(z.string()),
  restrictions: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: existingPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    nickname: nicknameSchema,
  })
  .superRefine((value, ctx) => addPasswordIssues(ctx, 'password', value.password, value));
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: tokenSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: V.required }).min(1, V.required),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: V.passwordsDoNotMatch,
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const activateRequestSchema = z.object({
  token: tokenSchema,
});
export type ActivateRequest = z.infer<typeof activateRequestSchema>;

export const refreshTokenRequestSchema = z.object({
  refreshToken: tokenSchema,
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/** Answer to a registration: the address the activation link was sent to; nobody is signed in. */
export const registerResponseSchema = z.object({
  email: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const resendActivationRequestSchema = z.object({
  email: emailSchema,
});
export type ResendActivationRequest = z.infer<typeof resendActivationRequestSchema>;

export const ACTIVATION_STATUSES = ['activated', 'alreadyActivated'] as const;
export const activateResponseSchema = z.object({
  status: z.enum(ACTIVATION_STATUSES),
});
export type ActivateResponse = z.infer<typeof activateResponseSchema>;

/**
 * Answer to forgot-password and resend-activation: the same whether the address is known or not,
 * so the endpoints cannot be used to find out who has an account.
 */
export const mailRequestAcceptedSchema = z.object({
  accepted: z.literal(true),
});
export type MailRequestAccepted = z.infer<typeof mailRequestAcceptedSchema>;
