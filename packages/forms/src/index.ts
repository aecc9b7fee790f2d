export { FormField, type FormFieldProps } from './form-field';
export { errorText, SERVER_ERROR, showServerFieldErrors } from './form-errors';
export {
  afterCommonPasswords,
  PasswordStrengthMeter,
  useCommonPasswords,
  type PasswordStrengthMeterProps,
} from './password-strength-meter';
export { resolverOnDemand } from './resolver-on-demand';
