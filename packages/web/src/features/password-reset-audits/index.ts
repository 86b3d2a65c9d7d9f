export { ResetCheckListPage, ResetQueryListPage } from './reset-list-page';
export { ResetDetailPage } from './reset-detail-page';
