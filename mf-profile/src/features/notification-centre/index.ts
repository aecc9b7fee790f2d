export { NotificationCentre } from './components/notification-centre';
