export {
  PasswordChangeForm,
  type PasswordChangeFormProps,
} from './components/password-change-form';
