export { TrustLevel } from './components/trust-level';
