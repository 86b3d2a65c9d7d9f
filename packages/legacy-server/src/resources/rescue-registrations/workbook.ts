import { RESCUE_ARRIVAL_LIMIT_MINUTES } from '@portal/legacy-protocol';
import type { RescueRegistrationRow } from '../../db/schema';
import { workbookTime as time } from '../../service-applications/registration-workbook';
import type { WorkbookColumn } from '../../workbook/sheet';
import { maskMobile } from '../workers/workbook';
import { arrivalMinutes } from './answer';

export const RESCUE_EXPORT_TITLE = '困人救援登记';

export const RESCUE_WORKBOOK_COLUMNS: readonly WorkbookColumn<RescueRegistrationRow>[] = [
  { header: '序号', width: 8, value: (_row, index) => index + 1 },
  { header: '接警时间', width: 18, value: (row) => time(row.alarmAt) },
  { header: '注册代码', width: 24, value: (row) => row.registerCode },
  { header: '设备名称', width: 18, value: (row) => row.equipmentName },
  { header: '救援地点', width: 24, value: (row) => row.place },
  { header: '报警人', width: 10, value: (row) => row.reporter },
  { header: '报警人电话', width: 16, value: (row) => maskMobile(row.reporterPhone) },
  { header: '被困人数', width: 10, value: (row) => row.trappedCount },
  { header: '到达时间', width: 18, value: (row) => time(row.arrivedAt) },
  { header: '到达用时（分钟）', width: 16, value: (row) => arrivalMinutes(row) ?? '' },
  {
    header: '是否超时',
    width: 10,
    value: (row) => {
      const minutes = arrivalMinutes(row);
      return minutes === null ? '' : minutes > RESCUE_ARRIVAL_LIMIT_MINUTES ? '超时' : '否';
    },
  },
  { header: '解救时间', width: 18, value: (row) => time(row.releasedAt) },
  { header: '故障原因分类', width: 14, value: (row) => row.faultCause ?? '' },
  { header: '伤亡情况', width: 12, value: (row) => row.casualties },
  { header: '处理结果', width: 30, value: (row) => row.result },
];
