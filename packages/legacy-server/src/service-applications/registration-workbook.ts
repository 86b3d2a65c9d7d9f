import { formatWireDateTime } from '../http/wire-date';
import { writeWorkbookFile } from '../workbook/pool';
import { workbookRows, workbookSheet, type WorkbookColumn } from '../workbook/sheet';

/** A time to the minute, or empty. */
export const workbookTime = (instant: Date | null) => (instant ? formatWireDateTime(instant).slice(0, 16) : '');

/** `<title>_20261123.xlsx`. */
export function exportFileName(title: string, today: string): string {
  return `${title}_${today.replaceAll('-', '')}.xlsx`;
}

/** One sheet named `title`, a row per record (a unit's registrations: one batch); the workbook worker writes the file. */
export function writeRegistrationWorkbook<R>(title: string, columns: readonly WorkbookColumn<R>[], rows: readonly R[]): Promise<string> {
  return writeWorkbookFile(workbookSheet(title, columns), [workbookRows(columns, rows)]);
}
