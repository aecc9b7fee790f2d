import { decodeWords } from './common-passwords/encoding';
import { PASSWORD_MIN_LENGTH } from './constants';
import { VALIDATION_MESSAGES as V, type ValidationMessageKey } from './validation-messages';

/**
 * Why a new password is refused, in the order a form shows them (the first one under the field).
 * The same code decides in the browser and on the server: the forms and the API share this module.
 */
export const PASSWORD_PROBLEMS = [
  'tooShort',
  'oneCharacter',
  'tooCommon',
  'containsEmail',
  'containsNickname',
] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, ValidationMessageKey> = {
  tooShort: V.passwordTooShort,
  oneCharacter: V.passwordOneCharacter,
  tooCommon: V.passwordTooCommon,
  containsEmail: V.passwordContainsEmail,
  containsNickname: V.passwordContainsNickname,
};

/** What else the account is known by: a password containing either is refused. */
export interface PasswordContext {
  email?: string | undefined;
  nickname?: string | undefined;
}

/**
 * Shorter e-mail names and nicknames are not looked for: "al" inside a password is more likely a
 * coincidence than the user's name, and refusing every password containing it would only annoy.
 */
const MIN_PERSONAL_PART = 3;

/**
 * The 17,950 passwords of 8 to 128 characters among the ~49,000 most common ones of breach corpora
 * (the zxcvbn-ts common dictionary, lower case; see common-passwords/). About 45 KB compressed, so
 * the browser loads it only when a new-password field is first used; the server before it starts.
 */
let commonPasswords: ReadonlySet<string> | undefined;
let loading: Promise<void> | undefined;

export function loadCommonPasswords(): Promise<void> {
  loading ??= import('./common-passwords/list').then(
    ({ COMMON_PASSWORDS }) => {
      commonPasswords = new Set(decodeWords(COMMON_PASSWORDS));
    },
    (error: unknown) => {
      // A failed download (a flaky network, a deploy in between) may be retried on the next use.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the common-password list is in memory, so that checks include it. */
export function commonPasswordsLoaded(): boolean {
  return commonPasswords !== undefined;
}

function emailName(email: string): string {
  // "ann+cars@mail.com" is still Ann's "ann".
  return (email.split('@')[0] ?? '').split('+')[0]!.toLowerCase();
}

function contains(lowerPassword: string, part: string | undefined): boolean {
  const needle = part?.trim().toLowerCase() ?? '';
  return needle.length >= MIN_PERSONAL_PART && lowerPassword.includes(needle);
}

/**
 * The reasons to refuse `password`, empty when it is acceptable. Without the common-password list
 * in memory (a browser before its download) that one check is skipped.
 */
export function passwordProblems(
  password: string,
  context: PasswordContext = {},
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length === 0) return problems;
  const lower = password.toLowerCase();
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (new Set(password).size === 1) problems.push('oneCharacter');
  // A short one is refused for its length already; "too common" on top would only add noise.
  if (password.length >= PASSWORD_MIN_LENGTH && commonPasswords?.has(lower)) {
    problems.push('tooCommon');
  }
  if (context.email !== undefined && contains(lower, emailName(context.email))) {
    problems.push('containsEmail');
  }
  if (contains(lower, context.nickname)) problems.push('containsNickname');
  return problems;
}

/** The meter's levels: 0 is refused, 1 weak, 2 fair, 3 good, 4 strong. */
export const PASSWORD_STRENGTH_LEVELS = [0, 1, 2, 3, 4] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTH_LEVELS)[number];

// Estimated guesses in bits: eight random lower-case letters (38 bits) are weak, ten letters and
// digits of both cases (60 bits) good, twelve characters of every kind (79 bits) strong.
const STRENGTH_THRESHOLDS_BITS = [40, 56, 72] as const;

function alphabetSize(password: string): number {
  let size = 0;
  if (/[a-z]/.test(password)) size += 26;
  if (/[A-Z]/.test(password)) size += 26;
  if (/[0-9]/.test(password)) size += 10;
  if (/[ -/:-@[-`{-~]/.test(password)) size += 33;
  if (/[^\x20-\x7e]/.test(password)) size += 100;
  return Math.max(size, 1);
}

/** The length of the longest common password inside `lower`: those are guessed first. */
function longestCommonPart(lower: string): number {
  let longest = 0;
  if (!commonPasswords || lower.length < PASSWORD_MIN_LENGTH) return longest;
  for (const common of commonPasswords) {
    if (common.length > longest && lower.includes(common)) longest = common.length;
  }
  return longest;
}

/**
 * A rough estimate of how hard `password` is to guess, for the meter only; what is refused is
 * decided by `passwordProblems` alone. Repeated characters count once, and a common password inside
 * a longer one counts as one pick from the list.
 */
export function passwordStrength(
  password: string,
  context: PasswordContext = {},
): PasswordStrength {
  if (password.length === 0 || passwordProblems(password, context).length > 0) return 0;
  const characters = [...password];
  const distinctRuns = characters.filter((char, i) => char !== characters[i - 1]).length;
  const common = longestCommonPart(password.toLowerCase());
  const randomLength = Math.max(distinctRuns - common, 0);
  const listBits = common > 0 && commonPasswords ? Math.log2(commonPasswords.size) : 0;
  const bits = randomLength * Math.log2(alphabetSize(password)) + listBits;
  const below = STRENGTH_THRESHOLDS_BITS.findIndex((threshold) => bits < threshold);
  return below === -1 ? 4 : ((below + 1) as PasswordStrength);
}

/** Every reason to refuse `password`, as the message keys of the `common` namespace. */
export function passwordProblemMessages(
  password: string,
  context: PasswordContext = {},
): ValidationMessageKey[] {
  return passwordProblems(password, context).map((problem) => PASSWORD_PROBLEM_MESSAGES[problem]);
}
