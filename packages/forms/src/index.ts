export { FormField, type FormFieldProps } from './form-field';
export { FormSection, type FormSectionProps } from './form-section';
export { FormSelect, type FormSelectProps } from './form-select';
export { FormTextArea, type FormTextAreaProps } from './form-text-area';
export { errorText, SERVER_ERROR, showServerFieldErrors } from './form-errors';
export {
  afterCommonPasswords,
  PasswordStrengthMeter,
  useCommonPasswords,
  type PasswordStrengthMeterProps,
} from './password-strength-meter';
export { resolverOnDemand } from './resolver-on-demand';
