export { TerminationFormPage } from './termination-form-page';
export { TerminationListPage, TerminationReviewListPage } from './termination-list-page';
export { TerminationReviewPage } from './termination-review-page';
export { TerminationViewPage } from './termination-view-page';
