export { SignedInDevices } from './components/signed-in-devices';
