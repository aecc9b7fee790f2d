export { VehicleMedia, type VehicleMediaProps } from './components/vehicle-media';
