export { OverviewDashboard } from './components/overview-dashboard';
