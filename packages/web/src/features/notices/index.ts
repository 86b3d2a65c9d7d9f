export { NoticeListPage } from './notice-list-page';
export { NoticeDetailPage } from './notice-detail-page';
