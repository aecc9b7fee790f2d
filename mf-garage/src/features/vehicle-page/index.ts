export { VehicleProfile, type VehicleProfileProps } from './components/vehicle-profile';
