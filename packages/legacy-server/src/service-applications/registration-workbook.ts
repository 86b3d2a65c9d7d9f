import ExcelJS from 'exceljs';
import { formatWireDateTime } from '../http/wire-date';

export type WorkbookColumn<R> = { header: string; width: number; value: (row: R, index: number) => string | number };

/** A time to the minute, or empty. */
export const workbookTime = (instant: Date | null) => (instant ? formatWireDateTime(instant).slice(0, 16) : '');

/** `<title>_20261123.xlsx`. */
export function exportFileName(title: string, today: string): string {
  return `${title}_${today.replaceAll('-', '')}.xlsx`;
}

/** One sheet named `title`, its header row bold and frozen, a row per record. */
export async function registrationWorkbook<R>(title: string, columns: readonly WorkbookColumn<R>[], rows: readonly R[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((row, index) => sheet.addRow(columns.map((column) => column.value(row, index))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
