export { VehiclesTable } from './components/vehicles-table';
