import { CONFORMITY_DECLARATION_ITEMS } from '@portal/legacy-protocol';
import { formatWireDate } from '../../http/wire-date';
import { renderPdf } from '../../pdf/index.js';
import { renderDocument } from '../../pdf/pool';
import type { ConformityDeclarationRow } from './table';

/** 电梯使用单位符合性声明 of a declaration, drawn by a PDF worker (pdf/pool.ts), off the platform's event loop. */
export function declarationPdf(row: ConformityDeclarationRow, unitName: string): Promise<Buffer> {
  return renderDocument('conformityDeclaration', row, unitName);
}

/** The declaration drawn on the calling thread: what a PDF worker runs for `declarationPdf` (pdf/jobs.ts). */
export function drawDeclarationPdf(row: ConformityDeclarationRow, unitName: string): Promise<Buffer> {
  // The declaration's day is Beijing's, whatever the server's time zone.
  const day = formatWireDate(row.declaredAt ?? row.createdAt);
  const [y, m, d] = day.split('-');
  return renderPdf({ title: '电梯使用单位符合性声明', createdAt: row.declaredAt ?? row.createdAt }, (kit) => {
    kit.title('电梯使用单位符合性声明', `${row.year} 年度`);
    kit.keyValueGrid([
      { label: '使用单位', value: unitName },
      { label: '注册代码', value: row.registerCode },
      { label: '设备名称', value: row.equipmentName },
      { label: '维保单位', value: row.maintenanceUnit },
      { label: '自行检查日期', value: row.selfCheckDate },
      { label: '声明结论', value: row.conforms ? '符合' : '不符合' },
    ]);
    kit.heading('声明事项');
    kit.table({
      columns: [{ header: '序号', weight: 0.5, align: 'center' }, { header: '事项', weight: 5 }, { header: '结论', weight: 0.8, align: 'center' }],
      rows: CONFORMITY_DECLARATION_ITEMS.map((item, index) => [String(index + 1), item, row.conforms ? '符合' : '不符合']),
    });
    if (row.remark) {
      kit.heading('说明');
      kit.paragraph(row.remark);
    }
    kit.space(1);
    kit.paragraph('本单位声明：以上内容真实、准确，本单位对声明内容承担法律责任。');
    kit.space(2);
    kit.signOff([unitName, `声明人（签字）：${row.declarant}`, `${y}年${m}月${d}日`]);
  });
}
