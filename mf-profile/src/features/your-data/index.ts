export { YourDataSection } from './components/your-data-section';
