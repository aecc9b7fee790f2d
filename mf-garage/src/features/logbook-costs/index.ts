export { LogbookCosts } from './components/logbook-costs';
