export { PrivacySettings } from './components/privacy-settings';
