import { findCategory, findSubType, paramFieldsOf, type CategoryCode } from '@portal/contract';
import type { WireReportType } from '@portal/legacy-protocol';
import type { EquipmentRow, UnitRow } from '../../db/schema';
import { formatWireDate } from '../../http/wire-date';
import { drawSeal, renderPdf, type KeyValue, type PdfKit } from '../../pdf/index';
import { renderDocument } from '../../pdf/pool';
import type { ReportRow, StoredCheckItem } from './table';

/** The title of each print type (this project's reading of the codes, docs/inspection-processing.md). */
export const REPORT_FILE_TITLES: Record<WireReportType, string> = {
  LLDSJ: '检验报告',
  YJTZS: '特种设备检验意见通知书',
  DYSYBJ: '特种设备使用标志',
  TZSXZ: '检验结论告知书',
};

/** The Chinese file name a download carries, e.g. `检验报告_NBTJ-DT-2026-00001.pdf`. */
export function reportFileName(report: Pick<ReportRow, 'reportNo'>, type: WireReportType): string {
  return `${REPORT_FILE_TITLES[type]}_${report.reportNo}.pdf`;
}

/**
 * What a report file prints. `people`: the names behind `recorded_by` and `issued_by` (检验结果录入,
 * 审核批准); a report from before those were kept has none.
 */
export type ReportSource = {
  report: ReportRow;
  equipment: EquipmentRow | null;
  unit: UnitRow;
  rectifyDeadline?: string | null;
  people?: { recorder: string | null; approver: string | null };
  /** The portal's origin, for the QR code's verification link. */
  origin: string;
  /** The number of the report this one supersedes (a re-issue, versions.ts); printed under the title. */
  supersedes?: string | null;
  /** A sample deployment (demo, sandbox payments: AppContext `samples`): 样章 across the seal. */
  sample?: boolean;
};

/** The public page a report's QR code opens (docs/inspection-processing.md, "Documents"). */
export function verifyUrlOf(origin: string, verifyCode: string): string {
  return `${origin.replace(/\/+$/, '')}/verify-report?code=${encodeURIComponent(verifyCode)}`;
}

const EMERGENCY_PHONE = '96333';

function subTypeName(report: ReportRow): string {
  return findSubType(report.subTypeCode)?.name ?? findCategory(report.categoryCode)?.name ?? '';
}

function categoryName(report: ReportRow): string {
  return findCategory(report.categoryCode)?.name ?? '';
}

function chineseDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${year}年${Number(month)}月${Number(day)}日`;
}

function issuedDay(report: ReportRow): string {
  // Beijing's day of issue, whatever the server's time zone (a report issued at 07:00 is not of the day before).
  return report.issuedAt ? formatWireDate(report.issuedAt) : report.checkDate;
}

function unitBlock({ unit }: ReportSource): KeyValue[] {
  return [
    { label: '使用单位', value: unit.name },
    { label: '统一社会信用代码', value: unit.creditCode },
    { label: '单位地址', value: unit.businessAddress ?? unit.regAddress },
    { label: '联系人', value: unit.contactPerson },
  ];
}

function equipmentBlock({ report, equipment }: ReportSource): KeyValue[] {
  return [
    { label: '设备名称', value: report.equipmentName },
    { label: '设备品种', value: subTypeName(report) },
    { label: '注册代码', value: report.registerCode },
    { label: '设备代码', value: report.deviceCode },
    { label: '使用登记证编号', value: equipment?.useCertNo },
    { label: '单位内编号', value: equipment?.unitInternalNo },
    { label: '型号规格', value: equipment?.model },
    { label: '产品编号', value: equipment?.productNo },
    { label: '制造单位', value: equipment?.manufacturer },
    { label: '制造日期', value: equipment?.manufactureDate },
    { label: '使用地点', value: report.usePlace || equipment?.usePlace },
    { label: '投用日期', value: equipment?.useDate },
  ];
}

function parameterRows({ report, equipment }: ReportSource): KeyValue[] {
  if (!equipment) return [];
  const fields = paramFieldsOf(report.categoryCode as CategoryCode, report.subTypeCode);
  return fields.flatMap((field) => {
    const value = equipment.params[field.key];
    if (value === undefined || value === null || value === '') return [];
    return [{ label: field.label, value: `${value}${field.unit ? ` ${field.unit}` : ''}` }];
  });
}

function inspectionBlock({ report }: ReportSource): KeyValue[] {
  return [
    { label: '检验类别', value: report.kind },
    { label: '检验日期', value: report.checkDate },
    { label: '检验结论', value: report.conclusion },
    { label: '下次检验日期', value: report.nextCheckDate },
    { label: '检验人员', value: report.inspector },
    { label: '检验机构', value: report.institute },
  ];
}

/** 检验、录入、审核批准 with their dates: who did each step of the inspection (docs/inspection-processing.md). */
function peopleBlock({ report, people }: ReportSource): KeyValue[] {
  return [
    { label: '检验', value: `${report.inspector || '—'}　${chineseDate(report.checkDate)}` },
    { label: '结果录入', value: people?.recorder ?? '—' },
    { label: '审核批准', value: report.issuedAt ? `${people?.approver ?? '—'}　${chineseDate(issuedDay(report))}` : '—' },
  ];
}

/** A re-issued report names the one it replaces, under the title (docs/inspection-processing.md, "Documents"). */
function supersedesLine(kit: PdfKit, source: ReportSource): void {
  if (!source.supersedes) return;
  kit.paragraph(`本报告替代 ${source.supersedes}（第 ${source.report.version} 版），原报告自本报告出具之日起作废。`, { size: 10, align: 'center', color: '#c05621' });
  kit.space(0.5);
}

function footer(source: ReportSource): string {
  return `${source.report.institute}　报告编号 ${source.report.reportNo}`;
}

function signOff(kit: PdfKit, source: ReportSource): void {
  kit.signOff([source.report.institute, chineseDate(issuedDay(source.report))]);
}

const SEAL_RADIUS = 40;

/** The seal (the kit's), pressed in the blank right of a block whose values are short, its centre at `y`. */
function seal(kit: PdfKit, source: ReportSource, y: number): void {
  drawSeal(kit, { name: source.report.institute, x: kit.left + kit.contentWidth - SEAL_RADIUS - 12, y, radius: SEAL_RADIUS, sample: source.sample ?? false });
}

/**
 * The sign-off of a notice: the institute and the day of issue, right-aligned, with the seal beside
 * them on the left (covering no text); the block moves to the next page whole.
 */
function sealedSignOff(kit: PdfKit, source: ReportSource): void {
  const lines = [source.report.institute, chineseDate(issuedDay(source.report))];
  kit.ensureSpace(2 * SEAL_RADIUS + 30);
  kit.signOff(lines);
  const doc = kit.doc;
  kit.regular(11);
  const textWidth = Math.max(...lines.map((line) => doc.widthOfString(line)));
  kit.regular(10);
  const middle = doc.y - lines.length * 8;
  drawSeal(kit, { name: source.report.institute, x: kit.left + kit.contentWidth - textWidth - SEAL_RADIUS - 8, y: middle, radius: SEAL_RADIUS, sample: source.sample ?? false });
  doc.y = Math.max(doc.y, middle + SEAL_RADIUS + 4);
}

/** LLDSJ: the inspection report — the unit, the equipment with its parameters, the result. */
function inspectionReport(kit: PdfKit, source: ReportSource): void {
  const { report } = source;
  kit.title(`${categoryName(report)}${report.kind}报告`, `报告编号：${report.reportNo}`);
  supersedesLine(kit, source);
  kit.heading('一、使用单位');
  kit.keyValueGrid(unitBlock(source));
  kit.heading('二、设备概况');
  kit.keyValueGrid(equipmentBlock(source));
  const params = parameterRows(source);
  if (params.length > 0) {
    kit.heading('三、主要参数');
    kit.keyValueGrid(params);
  }
  kit.heading(params.length > 0 ? '四、检验结果' : '三、检验结果');
  kit.keyValueGrid(inspectionBlock(source));
  kit.paragraph(
    `经检验，该设备本次${report.kind}结论为“${report.conclusion}”。${report.nextCheckDate ? `下次检验日期为${chineseDate(report.nextCheckDate)}。` : ''}${report.remark ? `备注：${report.remark}` : ''}`,
  );
  // The seal goes beside the approval and its date, on the conclusion's page; the items follow.
  kit.ensureSpace(2 * SEAL_RADIUS);
  const peopleTop = kit.doc.y;
  kit.keyValueGrid(peopleBlock(source), { columns: 1, labelWidth: 120 });
  seal(kit, source, peopleTop + (kit.doc.y - peopleTop) / 2 - 4);
  if (report.checkItems && report.checkItems.length > 0) {
    // The heading keeps its table's header and first rows with it, never alone at a page's foot.
    kit.ensureSpace(110);
    kit.heading(params.length > 0 ? '五、检验项目及结果' : '四、检验项目及结果');
    checkItemTable(kit, report.checkItems);
  }
  const qrTop = kit.doc.y + 10;
  kit.ensureSpace(110);
  kit.qrCode(verifyUrlOf(source.origin, report.verifyCode), { size: 80, x: kit.left, y: Math.min(qrTop, kit.doc.y + 10) });
  signOff(kit, source);
}

/** 序号 | 检验项目 | 检验结果 | 备注: the main items of the category as recorded (none on a report from before them). */
function checkItemTable(kit: PdfKit, items: readonly StoredCheckItem[]): void {
  kit.table({
    columns: [
      { header: '序号', weight: 0.6, align: 'center' },
      { header: '检验项目', weight: 4 },
      { header: '检验结果', weight: 1.2, align: 'center' },
      { header: '备注', weight: 3 },
    ],
    rows: items.map((item, index) => [String(index + 1), item.label, item.result, item.note]),
    fontSize: 9.5,
  });
}

/** TZSXZ: a one-page notice of the conclusion. */
function conclusionNotice(kit: PdfKit, source: ReportSource): void {
  const { report, unit } = source;
  kit.title(REPORT_FILE_TITLES.TZSXZ, `报告编号：${report.reportNo}`);
  supersedesLine(kit, source);
  kit.paragraph(`${unit.name}：`, { size: 12, bold: true });
  kit.space(0.5);
  kit.paragraph(
    `　　你单位使用的${subTypeName(report)}（注册代码：${report.registerCode || '—'}，设备代码：${report.deviceCode || '—'}），经我院于${chineseDate(report.checkDate)}进行${report.kind}，检验结论为“${report.conclusion}”。${report.nextCheckDate ? `下次检验日期为${chineseDate(report.nextCheckDate)}，请在下次检验日期前一个月内申报检验。` : ''}`,
    { size: 12 },
  );
  kit.space(1);
  kit.keyValueGrid(inspectionBlock(source), { columns: 1, labelWidth: 120 });
  sealedSignOff(kit, source);
}

/** YJTZS: the opinion notice of a failed inspection, asking for rectification. */
function opinionNotice(kit: PdfKit, source: ReportSource): void {
  const { report, unit, rectifyDeadline } = source;
  const deadline = rectifyDeadline ? `于${chineseDate(rectifyDeadline)}前` : '在收到本通知书之日起 30 日内';
  kit.title(REPORT_FILE_TITLES.YJTZS, `编号：YJ-${report.reportNo}`);
  kit.paragraph(`${unit.name}：`, { size: 12, bold: true });
  kit.space(0.5);
  kit.paragraph(
    `　　我院于${chineseDate(report.checkDate)}对你单位的${subTypeName(report)}（注册代码：${report.registerCode || '—'}）进行${report.kind}，检验结论为“${report.conclusion}”。发现的问题如下，请${deadline}完成整改，并在平台提交整改反馈（整改情况及证明材料），我院将安排复检。整改完成前，该设备不得继续使用。`,
    { size: 12 },
  );
  kit.heading('检验发现的问题');
  kit.table({
    columns: [{ header: '序号', weight: 0.5, align: 'center' }, { header: '问题及处理意见', weight: 5 }],
    rows: [['1', report.remark || '检验项目不符合安全技术规范要求，详见检验报告。']],
  });
  kit.keyValueGrid(
    [
      { label: '设备名称', value: report.equipmentName },
      { label: '使用地点', value: report.usePlace },
      { label: '检验人员', value: report.inspector },
      { label: '报告编号', value: report.reportNo },
    ],
    { columns: 2 },
  );
  kit.paragraph('使用单位签收：______________　　日期：______________', { size: 11 });
  sealedSignOff(kit, source);
}

/** DYSYBJ: the use sign (A5), with the QR code of the equipment and its report. */
function useSign(kit: PdfKit, source: ReportSource): void {
  const { report, unit, equipment } = source;
  kit.title(REPORT_FILE_TITLES.DYSYBJ);
  kit.keyValueGrid(
    [
      { label: '设备品种', value: subTypeName(report) },
      { label: '使用单位', value: unit.name },
      { label: '单位内编号', value: equipment?.unitInternalNo },
      { label: '注册代码', value: report.registerCode },
      { label: '使用登记证编号', value: equipment?.useCertNo },
      { label: '检验机构', value: report.institute },
      { label: '下次检验日期', value: report.nextCheckDate },
      { label: '应急救援电话', value: EMERGENCY_PHONE },
    ],
    { columns: 1, labelWidth: 110, fontSize: 11 },
  );
  const size = 110;
  kit.ensureSpace(size + 20);
  kit.qrCode(verifyUrlOf(source.origin, report.verifyCode), { size, x: kit.left + (kit.contentWidth - size) / 2, y: kit.doc.y + 4 });
  kit.doc.y += size + 10;
  kit.paragraph('扫码查看设备与检验信息。请将本标志置于显著位置。', { size: 9, align: 'center' });
}

const BUILDERS: Record<WireReportType, (kit: PdfKit, source: ReportSource) => void> = {
  LLDSJ: inspectionReport,
  YJTZS: opinionNotice,
  DYSYBJ: useSign,
  TZSXZ: conclusionNotice,
};

/**
 * One print file of a report as PDF, drawn here on the calling thread: what the PDF workers run
 * (pdf/jobs.ts). `createdAt` (the PDF's creation date) is the caller's clock, now unless told.
 */
export function drawReportPdf(source: ReportSource, type: WireReportType, createdAt?: Date): Promise<Buffer> {
  return renderPdf(
    {
      title: `${REPORT_FILE_TITLES[type]} ${source.report.reportNo}`,
      subject: source.report.equipmentName,
      author: source.report.institute,
      size: type === 'DYSYBJ' ? 'A5' : 'A4',
      margin: type === 'DYSYBJ' ? 36 : 50,
      ...(type === 'DYSYBJ' ? {} : { footer: footer(source) }),
      ...(createdAt ? { createdAt } : {}),
    },
    (kit) => BUILDERS[type](kit, source),
  );
}

/** One print file of a report as PDF, from the report, its equipment's file and the unit; drawn by a PDF worker. */
export function reportPdf(source: ReportSource, type: WireReportType): Promise<Buffer> {
  return renderDocument('report', source, type, new Date());
}
