export { ProfileForm, type ProfileFormProps } from './components/profile-form';
