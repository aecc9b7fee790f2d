export { HeadlineCounts } from './components/headline-counts';
