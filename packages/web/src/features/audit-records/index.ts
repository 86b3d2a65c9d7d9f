export { AuditRecordListPage } from './audit-record-list-page';
