export { ApplicationFormPage } from './form/application-form-page';
export { ApplicationDetailPage } from './detail/application-detail-page';
export { ApplicationQueryPage } from './query/application-query-page';
export { OnlineApplyPage } from './landing/online-apply-page';
export { OnlineApplyPublicPage } from './public/online-apply-public-page';
