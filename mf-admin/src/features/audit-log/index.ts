export { AuditLogView } from './components/audit-log-view';
