import { renderPdf, type PdfKit } from '../../pdf/index.js';
import { renderDocument } from '../../pdf/pool.js';
import type { UseSign } from './store';

/** The public status page a sign's QR code opens (the SPA's bare page). */
export function statusUrlOf(origin: string, statusCode: string): string {
  return `${origin.replace(/\/+$/, '')}/elevator-status?code=${encodeURIComponent(statusCode)}`;
}

function dayText(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[1]}年${match[2]}月${match[3]}日` : date;
}

function drawSign(kit: PdfKit, sign: UseSign, origin: string): void {
  const { doc } = kit;
  const top = doc.y;
  // A framed sign: double border as on the 2024 template.
  doc.save().lineWidth(2).rect(kit.left - 12, top - 12, kit.contentWidth + 24, kit.bottom - top + 12).stroke('#1a4f8b').restore();
  kit.title('特种设备使用标志', '电梯（2024 版）');
  kit.keyValueGrid(
    [
      { label: '设备种类', value: sign.categoryName },
      { label: '设备品种', value: sign.subTypeName },
      { label: '使用单位', value: sign.unitName },
      { label: '单位内编号', value: sign.unitInternalNo },
      { label: '注册代码', value: sign.registerCode },
      { label: '使用登记证编号', value: sign.useCertNo },
      { label: '登记机关', value: sign.registrationAuthority },
      { label: '检验机构', value: sign.institute },
      { label: '下次检验日期', value: sign.nextCheckDate ? dayText(sign.nextCheckDate) : '' },
      { label: '维护保养单位', value: sign.maintenanceUnit },
      { label: '维保单位电话', value: sign.maintenancePhone },
    ],
    { columns: 1, labelWidth: 100, fontSize: 11 },
  );
  kit.space(1);
  const qrSize = 110;
  const qrTop = doc.y;
  kit.qrCode(statusUrlOf(origin, sign.statusCode), { size: qrSize, x: kit.left, y: qrTop });
  const textLeft = kit.left + qrSize + 16;
  const textWidth = kit.contentWidth - qrSize - 16;
  kit.bold(13);
  doc.text('应急救援电话', textLeft, qrTop + 10, { width: textWidth });
  kit.bold(30);
  doc.fillColor('#c0392b').text(sign.rescuePhone, textLeft, doc.y + 4, { width: textWidth }).fillColor('black');
  kit.regular(9);
  doc.text('扫码查看本电梯的检验状态', textLeft, doc.y + 6, { width: textWidth });
  doc.x = kit.left;
  doc.y = qrTop + qrSize + 12;
  kit.paragraph('本标志应当置于电梯轿厢内显著位置。', { size: 9, align: 'center', color: '#555555' });
}

/** One PDF with one A5 sign per elevator, in the order given, drawn here on the calling thread (pdf/jobs.ts). */
export function drawUseSignsPdf(signs: readonly UseSign[], origin: string, now: Date): Promise<Buffer> {
  return renderPdf({ title: '电梯使用标志', size: 'A5', margin: 36, pageNumbers: false, createdAt: now }, (kit) => {
    signs.forEach((sign, index) => {
      if (index > 0) kit.doc.addPage();
      drawSign(kit, sign, origin);
    });
  });
}

/** One PDF with one A5 sign per elevator, in the order given; drawn by a PDF worker. */
export function useSignsPdf(signs: readonly UseSign[], origin: string, now: Date): Promise<Buffer> {
  return renderDocument('useSigns', signs, origin, now);
}

/** 电梯使用标志_<code>.pdf for one, 电梯使用标志_<n>台.pdf for several. */
export function useSignsFileName(signs: readonly UseSign[]): string {
  return signs.length === 1 ? `电梯使用标志_${signs[0]?.registerCode ?? ''}.pdf` : `电梯使用标志_${signs.length}台.pdf`;
}
