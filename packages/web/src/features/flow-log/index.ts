export { FlowLogPage } from './flow-log-page';
