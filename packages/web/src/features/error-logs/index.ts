export { ErrorLogsPage } from './error-logs-page';
