export { MaintenanceProjectFormPage } from './maintenance-project-form-page';
export { MaintenanceProjectListPage, MaintenanceProjectReviewListPage } from './maintenance-project-list-page';
export { MaintenanceProjectReviewPage } from './maintenance-project-review-page';
export { MaintenanceProjectViewPage } from './maintenance-project-view-page';
