export { EquipmentOverviewPage } from './overview/equipment-overview-page';
export { EquipmentQueryPage } from './query/equipment-query-page';
export { EquipmentDetailPage } from './detail/equipment-detail-page';
export { DeviceInfoFormPage } from './form/device-info-form-page';
