import { areaLabel, type EquipmentView } from '@portal/contract';
import type { Db } from '../../db/database';
import { writeWorkbookFile } from '../../workbook/pool';
import { workbookSheet, type WorkbookRow } from '../../workbook/sheet';
import type { WireEquipmentAnswer } from './answer';
import { equipmentSliceReader, type EquipmentQuery } from './list';
import type { UnitScope } from '../../http/scope';

/** The Excel export of a query view: one sheet, a Chinese header row, then every matching file. */

/** The sheet and file title of each query view. */
export const EXPORT_TITLES: Record<EquipmentView, string> = {
  comprehensive: '设备综合查询',
  overdue: '超期未检设备',
  unqualified: '检验不合格设备',
  nonUse: '停用设备',
  aboutToExpire: '即将到期设备',
  inspectionDue: '检验即将到期设备',
  inspectionOverdue: '检验超期设备',
  loadTest: '载荷试验设备',
  pressurePiping: '压力管道',
};

/** More rows than this are refused: the file would take minutes and still be of no use to a person. */
export const MAX_EXPORT_ROWS = 200_000;
/**
 * Rows read and mapped per turn of the event loop (the workbook worker writes them): a slice of 50
 * holds the loop a few ms; 500 held it up to 90 ms when the writing was here too, and slices of 100
 * or 200 gained nothing once it moved (docs/performance.md).
 */
const BATCH_ROWS = 50;

type Column = {
  header: string;
  width: number;
  value: (row: WireEquipmentAnswer, index: number, today: string) => string | number | null;
};

const DAY_MS = 86_400_000;

/** 距下次检验 in the list's words: 超期 12 天, 今日到期, 30 天后 (dates are `yyyy-MM-dd`). */
export function daysToCheckText(nextCheckDate: string | null | undefined, today: string): string | null {
  if (!nextCheckDate) return null;
  const days = Math.round((Date.parse(nextCheckDate.slice(0, 10)) - Date.parse(today)) / DAY_MS);
  if (!Number.isFinite(days)) return null;
  if (days < 0) return `超期 ${-days} 天`;
  return days === 0 ? '今日到期' : `${days} 天后`;
}

const EXPORT_COLUMNS: readonly Column[] = [
  { header: '序号', width: 8, value: (_row, index) => index + 1 },
  { header: '设备类别', width: 14, value: (row) => row.equCategoryName ?? row.equCategory },
  { header: '设备品种', width: 18, value: (row) => row.equTypeName ?? row.equType },
  { header: '设备名称', width: 20, value: (row) => row.equName },
  { header: '型号规格', width: 18, value: (row) => row.equModel },
  { header: '注册代码', width: 24, value: (row) => row.registerCode },
  { header: '使用登记证编号', width: 20, value: (row) => row.useCertNo },
  { header: '设备代码', width: 22, value: (row) => row.deviceCode },
  { header: '单位内编号', width: 14, value: (row) => row.unitInnerNo },
  { header: '使用地点', width: 24, value: (row) => row.usePlace },
  { header: '所在区域', width: 22, value: (row) => (row.areaCode ? areaLabel(row.areaCode) : null) },
  { header: '使用状态', width: 10, value: (row) => row.useState },
  { header: '注册状态', width: 10, value: (row) => row.registerState },
  { header: '检验日期', width: 12, value: (row) => row.checkDate },
  { header: '检验结论', width: 12, value: (row) => row.checkResult },
  { header: '下次检验日期', width: 14, value: (row) => row.nextCheckDate },
  { header: '距下次检验', width: 12, value: (row, _index, today) => daysToCheckText(row.nextCheckDate, today) },
];

/** `设备综合查询_20261121.xlsx`: the view's title and the day of the export. */
export function exportFileName(view: EquipmentView, today: string): string {
  const title = EXPORT_TITLES[view];
  return `${title}_${today.replaceAll('-', '')}.xlsx`;
}

/**
 * Writes the files `ids` (the query's matches, list.ts `equipmentIds`) into a temp file, answered
 * (src/workbook/reply.ts sends and removes it). Only the reading and the mapping of each slice run
 * here; the workbook worker writes the XML and the zip meanwhile (docs/performance.md).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function writeEquipmentWorkbook(
  db: Db,
  query: EquipmentQuery,
  scope: UnitScope,
  ids: string[],
  sheetName: string,
  gap: () => Promise<void> = nextTurn,
): Promise<string> {
  return writeWorkbookFile(workbookSheet(sheetName, EXPORT_COLUMNS, false), equipmentSlices(db, query, scope, ids, gap));
}

/** `gap` comes between slices: the platform's wait for a gap in the interactive requests (http/foreground.ts). */
async function* equipmentSlices(db: Db, query: EquipmentQuery, scope: UnitScope, ids: string[], gap: () => Promise<void>): AsyncGenerator<WorkbookRow[]> {
  const readSlice = equipmentSliceReader(db, query, scope);
  let written = 0;
  for (let start = 0; start < ids.length; start += BATCH_ROWS) {
    // Each slice's query is synchronous work on the platform's one event loop (PGlite): the requests
    // that arrived meanwhile are served before the next slice (docs/performance.md).
    if (start > 0) await gap();
    const rows = await readSlice(ids.slice(start, start + BATCH_ROWS));
    yield rows.map((row, index) => EXPORT_COLUMNS.map((column) => column.value(row, written + index, scope.today)));
    written += rows.length;
  }
}
