import ranked from '@zxcvbn-ts/language-common/dist/passwords.json.cjs';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/**
 * The passwords of the zxcvbn-ts common dictionary (~49,000 from breach corpora) that the policy
 * can meet: shorter ones are refused for their length anyway. Sorted, for front coding. Read by
 * the generator and the test only; the apps load the generated `list.ts`, a quarter of the size.
 */
export function commonPasswordsFromPackage(): string[] {
  const fitting = ranked.filter(
    (password) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  );
  return [...new Set(fitting)].sort();
}
