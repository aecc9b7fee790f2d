export { FormField, type FormFieldProps } from './form-field';
export { errorText, SERVER_ERROR, showServerFieldErrors } from './form-errors';
