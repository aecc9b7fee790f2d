export { Reminders } from './components/reminders';
export { MyReminders } from './components/my-reminders';
