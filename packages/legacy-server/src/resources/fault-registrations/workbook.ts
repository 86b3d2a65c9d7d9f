import ExcelJS from 'exceljs';
import type { FaultRegistrationRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';

export const FAULT_EXPORT_TITLE = '电梯故障登记';

const time = (instant: Date | null) => (instant ? formatWireDateTime(instant).slice(0, 16) : '');

type Column = { header: string; width: number; value: (row: FaultRegistrationRow, index: number) => string | number };

// A fault registration holds no phone number, so nothing here needs maskMobile.
const COLUMNS: readonly Column[] = [
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

/** `电梯故障登记_20261123.xlsx`. */
export function faultExportFileName(today: string): string {
  return `${FAULT_EXPORT_TITLE}_${today.replaceAll('-', '')}.xlsx`;
}

export async function faultWorkbook(rows: readonly FaultRegistrationRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(FAULT_EXPORT_TITLE, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((row, index) => sheet.addRow(COLUMNS.map((column) => column.value(row, index))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
