import { CATEGORIES } from '@portal/contract';
import { formatWireDateTime } from '../../http/wire-date';
import { writeWorkbookFile } from '../../workbook/pool';
import { workbookRows, workbookSheet, type WorkbookColumn } from '../../workbook/sheet';
import type { InspectionApplicationListRow } from './store';

/** The application export: one sheet, a Chinese header row, the site contact's mobile masked. */

export const APPLICATION_EXPORT_TITLE = '报检申请';

const maskMobile = (mobile: string): string => (mobile.length < 7 ? mobile.replace(/./g, '*') : `${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
const categoryNames = (codes: string): string =>
  codes
    .split(',')
    .filter((code) => code !== '')
    .map((code) => CATEGORIES.find((category) => category.code === code)?.name ?? code)
    .join('、');

const COLUMNS: readonly WorkbookColumn<InspectionApplicationListRow>[] = [
  { header: '序号', width: 8, value: (_row, index) => index + 1 },
  { header: '报检编号', width: 20, value: (row) => row.applicationNo },
  { header: '检验类别', width: 14, value: (row) => row.kind },
  { header: '设备类别', width: 16, value: (row) => categoryNames(row.categoryCodes) },
  { header: '设备数量', width: 10, value: (row) => row.equipmentCount },
  { header: '办理状态', width: 12, value: (row) => row.state },
  { header: '缴费状态', width: 10, value: (row) => row.paymentState },
  { header: '检验费用（元）', width: 14, value: (row) => row.feeTotal },
  { header: '期望检验日期', width: 14, value: (row) => row.wishedDate },
  { header: '现场联系人', width: 12, value: (row) => row.siteContact },
  { header: '联系人手机', width: 14, value: (row) => maskMobile(row.siteContactMobile) },
  { header: '检验地址', width: 36, value: (row) => row.siteAddress },
  { header: '提交时间', width: 20, value: (row) => (row.submittedAt ? formatWireDateTime(row.submittedAt) : null) },
];

/** `报检申请_20261124.xlsx`. */
export function inspectionApplicationExportFileName(today: string): string {
  return `${APPLICATION_EXPORT_TITLE}_${today.replaceAll('-', '')}.xlsx`;
}

/** A unit's applications, hundreds at most: one batch; the workbook worker writes the file (src/workbook/pool.ts). */
export function writeInspectionApplicationWorkbook(rows: readonly InspectionApplicationListRow[]): Promise<string> {
  return writeWorkbookFile(workbookSheet(APPLICATION_EXPORT_TITLE, COLUMNS), [workbookRows(COLUMNS, rows)]);
}
