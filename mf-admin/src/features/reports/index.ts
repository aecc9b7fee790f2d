export { ReportsQueue } from './components/reports-queue';
