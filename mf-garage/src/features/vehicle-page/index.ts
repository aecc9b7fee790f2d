export { VehicleProfile, type VehicleProfileProps } from './components/vehicle-profile';
export type { LogbookSlotProps, RenderLogbook } from './components/vehicle-details';
