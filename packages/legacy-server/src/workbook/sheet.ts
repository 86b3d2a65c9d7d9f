import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';

/**
 * The one shape of every workbook the platform writes (equipment, operators, inspection
 * applications, service-application registrations): one sheet, a bold frozen header row of Chinese
 * column titles with their widths, then a row of plain values per record.
 */

/** A cell as it crosses to the workbook worker (a structured clone): numbers stay numbers. */
export type WorkbookCell = string | number | null;
export type WorkbookRow = readonly WorkbookCell[];

export type WorkbookSheet = {
  name: string;
  columns: readonly { header: string; width: number }[];
  /**
   * Texts in the workbook's table of shared strings, where an empty text stays a cell (the small
   * exports); else inline, where it is left out, and no table of every text is held while writing
   * (the equipment export, tens of thousands of rows, whose missing values are null anyway).
   */
  sharedStrings: boolean;
};

/** A column of an export: its title, its width, and its cell of a record (the record's index counts from 0). */
export type WorkbookColumn<R> = { header: string; width: number; value: (row: R, index: number) => WorkbookCell };

/** The sheet of `columns`: only their titles and widths cross to the worker (their value functions cannot). */
export function workbookSheet(name: string, columns: readonly { header: string; width: number }[], sharedStrings = true): WorkbookSheet {
  return { name, columns: columns.map(({ header, width }) => ({ header, width })), sharedStrings };
}

/** The cells of `rows`, numbered from `firstIndex` (the 序号 column of a later slice goes on). */
export function workbookRows<R>(columns: readonly WorkbookColumn<R>[], rows: readonly R[], firstIndex = 0): WorkbookRow[] {
  return rows.map((row, index) => columns.map((column) => column.value(row, firstIndex + index)));
}

/**
 * exceljs's streaming writer into `file`: each row is committed as it comes, so memory stays flat
 * however many there are. Runs in the workbook worker (workbook-worker.ts), off the event loop.
 */
export function openSheetWriter(file: string, sheet: WorkbookSheet): { add: (rows: readonly WorkbookRow[]) => void; finish: () => Promise<void>; abandon: () => void } {
  const stream = createWriteStream(file);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: sheet.sharedStrings });
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column) => ({ header: column.header, width: column.width }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  return {
    add: (rows) => {
      for (const row of rows) worksheet.addRow([...row]).commit();
    },
    finish: async () => {
      worksheet.commit();
      await workbook.commit();
    },
    // A failed job: the file is closed here, so the caller's removal frees it.
    abandon: () => void stream.destroy(),
  };
}
