export { EmailChange, type EmailChangeProps } from './components/email-change';
