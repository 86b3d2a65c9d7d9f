import { OPERATOR_CODES } from '@portal/contract';
import type { WorkerRow } from '../../db/schema';
import { writeWorkbookFile } from '../../workbook/pool';
import { workbookSheet, type WorkbookRow } from '../../workbook/sheet';
import type { WorkerFigures } from './answer';

/** The operator export: one sheet, a Chinese header row, ID card and mobile numbers masked. */

export const WORKER_EXPORT_TITLE = '作业人员';

/** 330203********1234: the area and the last four, as the portal's lists show it. */
export function maskIdCard(idCard: string): string {
  return idCard.length <= 10 ? '*'.repeat(idCard.length) : `${idCard.slice(0, 6)}${'*'.repeat(idCard.length - 10)}${idCard.slice(-4)}`;
}

/** 139****1746. */
export function maskMobile(mobile: string): string {
  return mobile.length < 7 ? mobile.replace(/./g, '*') : `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

const codeLabel = (code: string) => OPERATOR_CODES.find((option) => option.code === code)?.label ?? code;

type Column = { header: string; width: number; value: (row: WorkerRow, figures: WorkerFigures, index: number) => string | number | null };

const COLUMNS: readonly Column[] = [
  { header: '序号', width: 8, value: (_row, _figures, index) => index + 1 },
  { header: '姓名', width: 12, value: (row) => row.name },
  { header: '性别', width: 8, value: (row) => row.gender },
  { header: '身份证号码', width: 22, value: (row) => maskIdCard(row.idCard) },
  { header: '手机号码', width: 16, value: (row) => maskMobile(row.mobile) },
  { header: '聘用状态', width: 10, value: (row) => row.employmentState },
  { header: '作业项目', width: 36, value: (_row, figures) => figures.workTypes.map((code) => `${code} ${codeLabel(code)}`).join('、') },
  { header: '最近证书到期日', width: 16, value: (_row, figures) => figures.nearestValidDate },
];

/** `作业人员_20261121.xlsx`. */
export function workerExportFileName(today: string): string {
  return `${WORKER_EXPORT_TITLE}_${today.replaceAll('-', '')}.xlsx`;
}

/** A unit has hundreds of operators at most: one batch; the workbook worker writes the file (src/workbook/pool.ts). */
export function writeWorkerWorkbook(rows: readonly WorkerRow[], figures: ReadonlyMap<string, WorkerFigures>): Promise<string> {
  const cells: WorkbookRow[] = rows.map((row, index) => {
    const own = figures.get(row.id) ?? { workTypes: [], nearestValidDate: null };
    return COLUMNS.map((column) => column.value(row, own, index));
  });
  return writeWorkbookFile(workbookSheet(WORKER_EXPORT_TITLE, COLUMNS), [cells]);
}
