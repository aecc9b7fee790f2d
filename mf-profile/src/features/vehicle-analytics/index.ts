export { VehicleAnalyticsList } from './components/vehicle-analytics-list';
