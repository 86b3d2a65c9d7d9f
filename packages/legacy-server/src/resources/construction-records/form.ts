import { findCategory, isRegisterCode, message } from '@portal/contract';
import { CONSTRUCTION_KIND_LABELS, type ConstructionKindLabel } from '../../db/schema';
import type { WireParams } from '../../http/params';
import { failed, passed, type Checked } from '../../http/checked';
import { dateParam, textParam } from '../../http/query-params';

export type ConstructionRecordFields = {
  equipmentId: string | null;
  categoryCode: string;
  equipmentName: string;
  registerCode: string | null;
  deviceCode: string | null;
  kind: ConstructionKindLabel;
  constructionUnit: string;
  licenseNo: string;
  noticeDate: string;
  plannedCompletionDate: string | null;
  usePlace: string;
  remark: string;
  attachmentIds: string[];
};

const MAX_TEXT = 200;
const MAX_REMARK = 500;

/** Checks the form of `constructionRecords/save` with the platform's messages. */
export function readConstructionRecordForm(params: WireParams): Checked<ConstructionRecordFields> {
  const category = findCategory(params.equCategory ?? '');
  if (!category) return failed('请选择设备类别');
  const kind = textParam(params, 'bcwType') as ConstructionKindLabel | undefined;
  if (!kind || !CONSTRUCTION_KIND_LABELS.includes(kind)) return failed('请选择施工类别');
  const equipmentName = textParam(params, 'equName');
  if (!equipmentName) return failed('设备名称不能为空');
  const constructionUnit = textParam(params, 'constructUnit');
  if (!constructionUnit) return failed('施工单位不能为空');
  const licenseNo = textParam(params, 'licenseNo');
  if (!licenseNo) return failed('许可证编号不能为空');
  const usePlace = textParam(params, 'usePlace');
  if (!usePlace) return failed('使用地点不能为空');
  const registerCode = textParam(params, 'registerCode') ?? null;
  if (registerCode !== null && !isRegisterCode(registerCode)) return failed(message('registerCode'));
  const noticeDate = dateParam(params, 'noticeDate');
  if (!noticeDate.ok) return noticeDate;
  if (!noticeDate.value) return failed('告知日期不能为空');
  const planned = dateParam(params, 'planFinishDate');
  if (!planned.ok) return planned;
  if (planned.value && planned.value < noticeDate.value) return failed('计划竣工日期不能早于告知日期');
  const remark = params.remark?.trim() ?? '';
  const texts = [equipmentName, constructionUnit, licenseNo, usePlace, params.deviceCode ?? ''];
  if (texts.some((text) => Array.from(text).length > MAX_TEXT) || Array.from(remark).length > MAX_REMARK) {
    return failed('内容过长');
  }
  return passed({
    equipmentId: textParam(params, 'equId') ?? null,
    categoryCode: category.code,
    equipmentName,
    registerCode,
    deviceCode: textParam(params, 'deviceCode') ?? null,
    kind,
    constructionUnit,
    licenseNo,
    noticeDate: noticeDate.value,
    plannedCompletionDate: planned.value ?? null,
    usePlace,
    remark,
    attachmentIds: (params.attachmentIds ?? '').split(',').map((id) => id.trim()).filter((id) => id !== ''),
  });
}
