export { AddVehicleForm } from './components/add-vehicle-form';
export { EditVehicleForm, type EditVehicleFormProps } from './components/edit-vehicle-form';
export { EditVehicleHeader, type EditVehicleHeaderProps } from './components/edit-vehicle-header';
export {
  EditVehicleUnavailable,
  type EditVehicleUnavailableProps,
} from './components/edit-vehicle-unavailable';
