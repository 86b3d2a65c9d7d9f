export { CheckInstallDetailPage } from './check-install-detail-page';
export { CheckOnlineDetailPage } from './check-online-detail-page';
export { CheckRecordDetailPage } from './check-record-detail-page';
export { SetDetailPage } from './set-detail-page';
export { UnitDetailPage } from './unit-detail-page';
