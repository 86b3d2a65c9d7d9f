export { UseRegistrationApplyPage } from './apply/use-registration-apply-page';
export { UseRegistrationQueryPage } from './query/use-registration-query-page';
export { UseRegistrationDetailPage } from './detail/use-registration-detail-page';
