import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeWorkbookPool, writeWorkbookFile } from './pool';
import { workbookRows, workbookSheet, type WorkbookColumn, type WorkbookRow } from './sheet';

type Person = { name: string; age: number; note: string | null };
const COLUMNS: readonly WorkbookColumn<Person>[] = [
  { header: '序号', width: 8, value: (_row, index) => index + 1 },
  { header: '姓名', width: 12, value: (row) => row.name },
  { header: '年龄', width: 8, value: (row) => row.age },
  { header: '备注', width: 20, value: (row) => row.note },
];
const people = (count: number): Person[] => Array.from({ length: count }, (_, index) => ({ name: `工人${index}`, age: 20 + (index % 40), note: index % 2 ? '' : null }));

const directory = mkdtempSync(join(tmpdir(), 'workbook-pool-'));
afterAll(async () => {
  await closeWorkbookPool();
  rmSync(directory, { recursive: true, force: true });
});

async function sheetOf(file: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook.worksheets[0]!;
}

describe('writeWorkbookFile', () => {
  it('writes the sheet in a worker: bold frozen header, widths, numbers as numbers, empty texts kept', async () => {
    const file = await writeWorkbookFile(workbookSheet('作业人员', COLUMNS), [workbookRows(COLUMNS, people(3))], directory);
    const sheet = await sheetOf(file);
    expect(sheet.name).toBe('作业人员');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.columns.map((column) => column.width)).toEqual([8, 12, 8, 20]);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['序号', '姓名', '年龄', '备注']);
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual([2, '工人1', 21, '']);
    expect(sheet.actualRowCount).toBe(4);
    rmSync(file);
  });

  it('keeps the event loop free while a worker writes 5,000 rows', async () => {
    // Written here, 5,000 rows would hold the loop for the whole write; in the worker only the hand-over does.
    const rows = workbookRows(COLUMNS, people(5000));
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const start = performance.now();
    const file = await writeWorkbookFile(workbookSheet('x', COLUMNS, false), [rows], directory);
    const took = performance.now() - start;
    clearInterval(ticker);
    expect((await sheetOf(file)).actualRowCount).toBe(5001);
    expect(longestGap).toBeLessThan(took / 2);
    rmSync(file);
  });

  it('answers a failure of the worker as an error and removes the file', async () => {
    // A row that is not a list of cells makes the worker's writing throw.
    const batches: WorkbookRow[][] = [workbookRows(COLUMNS, people(10)), [42 as unknown as WorkbookRow]];
    await expect(writeWorkbookFile(workbookSheet('x', COLUMNS), batches, directory)).rejects.toThrow(/the workbook could not be written/);
    expect(readdirSync(directory)).toEqual([]);
  });

  it('removes the file when the reading fails, and the pool writes the next workbook', async () => {
    async function* failingRead(): AsyncGenerator<WorkbookRow[]> {
      yield workbookRows(COLUMNS, people(10));
      throw new Error('PGlite went away');
    }
    await expect(writeWorkbookFile(workbookSheet('x', COLUMNS), failingRead(), directory)).rejects.toThrow('PGlite went away');
    expect(readdirSync(directory)).toEqual([]);
    const file = await writeWorkbookFile(workbookSheet('x', COLUMNS), [workbookRows(COLUMNS, people(2))], directory);
    expect((await sheetOf(file)).actualRowCount).toBe(3);
    rmSync(file);
  });
});
