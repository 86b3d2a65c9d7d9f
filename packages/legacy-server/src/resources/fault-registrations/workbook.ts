import type { FaultRegistrationRow } from '../../db/schema';
import { workbookTime as time } from '../../service-applications/registration-workbook';
import type { WorkbookColumn } from '../../workbook/sheet';

export const FAULT_EXPORT_TITLE = '电梯故障登记';

// A fault registration holds no phone number, so nothing here needs maskMobile.
export const FAULT_WORKBOOK_COLUMNS: readonly WorkbookColumn<FaultRegistrationRow>[] = [
  { header: '序号', width: 8, value: (_row, index) => index + 1 },
  { header: '故障时间', width: 18, value: (row) => time(row.faultAt) },
  { header: '注册代码', width: 24, value: (row) => row.registerCode },
  { header: '设备名称', width: 18, value: (row) => row.equipmentName },
  { header: '故障地点', width: 24, value: (row) => row.place },
  { header: '故障描述', width: 30, value: (row) => row.faultDescription },
  { header: '故障原因分类', width: 14, value: (row) => row.faultCause ?? '' },
  { header: '处理措施', width: 30, value: (row) => row.handling },
  { header: '恢复时间', width: 18, value: (row) => time(row.recoveredAt) },
  { header: '处理人', width: 10, value: (row) => row.handler },
  { header: '状态', width: 10, value: (row) => (row.recoveredAt ? '已恢复' : '处理中') },
];
