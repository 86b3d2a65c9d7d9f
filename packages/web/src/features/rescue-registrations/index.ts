export { RescueFormPage } from './rescue-form-page';
export { RescueListPage } from './rescue-list-page';
export { RescueViewPage } from './rescue-view-page';
