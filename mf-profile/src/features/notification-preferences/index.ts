export { NotificationPreferencesSettings } from './components/notification-preferences';
