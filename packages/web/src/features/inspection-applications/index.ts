export { InspectionApplicationFormPage } from './form/application-form-page';
export { InspectionApplicationDetailPage } from './detail/application-detail-page';
export { InspectionApplicationQueryPage } from './query/application-query-page';
export { OnlineApplyPage } from './landing/online-apply-page';
export { OnlineApplyPublicPage } from './public/online-apply-public-page';
