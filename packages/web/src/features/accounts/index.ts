export { AccountManagerPage } from './account-manager-page';
export { AccountAddPage } from './account-add-page';
export { AccountDetailPage } from './account-detail-page';
