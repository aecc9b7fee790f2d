// The car page's part only. The entry page and the entry form import their components directly,
// so the car page's chunk brings neither the Markdown renderer nor the form (react-hook-form, the
// schemas).
export { LogbookTab, type LogbookTabProps } from './components/logbook-tab';
