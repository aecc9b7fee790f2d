export { VehicleList, type VehicleListProps } from './components/vehicle-list';
