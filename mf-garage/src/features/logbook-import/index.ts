export { ImportWizard, type ImportWizardProps } from './components/import-wizard';
