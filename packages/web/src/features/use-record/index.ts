export { UseRecordApplyPage } from './apply/use-record-apply-page';
export { UseRecordQueryPage } from './query/use-record-query-page';
export { UseRecordDetailPage } from './detail/use-record-detail-page';
