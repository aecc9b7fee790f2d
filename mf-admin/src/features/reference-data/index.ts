export { ReferenceDataManager } from './components/reference-data-manager';
