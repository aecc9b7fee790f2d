export { Reminders } from './components/reminders';
