export { ConstructionRecordsPanel } from './construction-records-panel';
