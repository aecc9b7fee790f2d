import { isApiError } from '@carclub/api-client/is-api-error';
import type { TFunction } from 'i18next';

/** An API failure shows its own mapped message (spec §8), anything else the generic one. */
export function actionFailedMessage(error: unknown, t: TFunction<'admin'>): string {
  return isApiError(error) ? error.message : t('errors.unknown_error', { ns: 'common' });
}
