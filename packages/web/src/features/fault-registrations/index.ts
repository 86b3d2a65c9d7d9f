export { FaultFormPage } from './fault-form-page';
export { FaultListPage } from './fault-list-page';
export { FaultViewPage } from './fault-view-page';
