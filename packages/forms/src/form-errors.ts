import { isValidationMessageKey, type ValidationMessageKey } from '@carclub/contracts';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The type of errors whose message came from the API, already translated. */
export const SERVER_ERROR = 'server';

/**
 * Puts the API's per-field messages under the form's own fields, focusing the first of them
 * (`fields` is in screen order). True when at least one field got a message.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Readonly<Record<string, string>>,
  fields: readonly Path<T>[],
): boolean {
  const matched = fields.filter((field) => fieldErrors[field] !== undefined);
  matched.forEach((field, index) => {
    setError(
      field,
      { type: SERVER_ERROR, message: fieldErrors[field] },
      { shouldFocus: index === 0 },
    );
  });
  return matched.length > 0;
}

/**
 * Schema messages are i18n keys of the `common` namespace (VALIDATION_MESSAGES), so `translate` can
 * be a typed `t`; server messages, and any other text, are shown as they are.
 */
export function errorText(
  error: FieldError | undefined,
  translate: (key: ValidationMessageKey) => string,
): string | undefined {
  if (!error?.message) return undefined;
  const { message } = error;
  return error.type !== SERVER_ERROR && isValidationMessageKey(message)
    ? translate(message)
    : message;
}
