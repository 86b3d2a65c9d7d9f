import {
  findCategory,
  findSubType,
  isLastLevel,
  isPhoneOrMobile,
  isRegisterCode,
  message,
  paramsSchemaOf,
  type CategoryCode,
} from '@portal/contract';
import { USE_STATES, type EquipmentParams, type UseState } from '../../db/schema';
import type { WireParams } from '../../http/params';
import { dateParam, textParam } from '../../http/query-params';
import { failed, passed, type Checked } from '../../http/checked';

/** The fields of `eqm/save` once checked, in the columns' words. */
export type EquipmentFields = {
  categoryCode: string;
  subTypeCode: string;
  name: string;
  model: string | null;
  productNo: string | null;
  deviceCode: string | null;
  registerCode: string | null;
  useCertNo: string | null;
  unitInternalNo: string | null;
  usePlace: string;
  areaCode: string;
  manufacturer: string | null;
  manufactureDate: string | null;
  installer: string | null;
  useDate: string | null;
  designLifeYears: number | null;
  propertyUnit: string | null;
  safetyManager: string | null;
  safetyManagerPhone: string | null;
  useState: UseState;
  params: EquipmentParams;
};

const MAX_TEXT = 200;

function optional(params: WireParams, key: string): string | null {
  return textParam(params, key) ?? null;
}

function tooLong(values: (string | null)[]): boolean {
  return values.some((value) => value !== null && Array.from(value).length > MAX_TEXT);
}

function readParams(params: WireParams, category: CategoryCode, subTypeCode: string): Checked<EquipmentParams> {
  const text = textParam(params, 'paramsJson');
  if (text === undefined) return passed({});
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return failed('设备参数格式不正确');
  }
  const checked = paramsSchemaOf(category, subTypeCode).safeParse(parsed);
  if (checked.success) return passed(checked.data as EquipmentParams);
  const issue = checked.error.issues[0];
  return failed(`设备参数不正确：${issue?.code === 'unrecognized_keys' ? issue.keys.join('、') : (issue?.path.join('.') ?? '')}`);
}

function readDates(params: WireParams): Checked<{ manufactureDate: string | null; useDate: string | null }> {
  const manufactureDate = dateParam(params, 'makeDate');
  if (!manufactureDate.ok) return manufactureDate;
  const useDate = dateParam(params, 'useDate');
  if (!useDate.ok) return useDate;
  return passed({ manufactureDate: manufactureDate.value ?? null, useDate: useDate.value ?? null });
}

/** Checks the form of `eqm/save` the way the platform's validator does, with its messages. */
export function readEquipmentForm(params: WireParams): Checked<EquipmentFields> {
  const category = findCategory(params.equCategory ?? '');
  if (!category) return failed('请选择设备类别');
  const subTypeCode = textParam(params, 'equType') ?? '';
  if (findSubType(subTypeCode)?.categoryCode !== category.code) return failed('设备品种与设备类别不符');
  const name = textParam(params, 'equName');
  if (!name) return failed('设备名称不能为空');
  const usePlace = textParam(params, 'usePlace');
  if (!usePlace) return failed('使用地点不能为空');
  const areaCode = textParam(params, 'areaCode') ?? '';
  if (!isLastLevel(areaCode)) return failed(areaCode === '' ? message('areaRequired') : message('areaLastLevel'));
  const registerCode = optional(params, 'registerCode');
  if (registerCode !== null && !isRegisterCode(registerCode)) return failed(message('registerCode'));
  const phone = optional(params, 'safetyManagerPhone');
  if (phone !== null && !isPhoneOrMobile(phone)) return failed(message('phone'));
  const designLife = textParam(params, 'designLife');
  if (designLife !== undefined && !(/^\d{1,3}$/.test(designLife) && Number(designLife) >= 1 && Number(designLife) <= 100)) {
    return failed('设计使用年限应为 1 至 100 的整数');
  }
  const useState = (textParam(params, 'useState') ?? '未投入使用') as UseState;
  if (!USE_STATES.includes(useState)) return failed('使用状态不正确');
  const dates = readDates(params);
  if (!dates.ok) return dates;
  const categoryParams = readParams(params, category.code, subTypeCode);
  if (!categoryParams.ok) return categoryParams;

  const fields: EquipmentFields = {
    categoryCode: category.code,
    subTypeCode,
    name,
    model: optional(params, 'equModel'),
    productNo: optional(params, 'productNo'),
    deviceCode: optional(params, 'deviceCode'),
    registerCode,
    useCertNo: optional(params, 'useCertNo'),
    unitInternalNo: optional(params, 'unitInnerNo'),
    usePlace,
    areaCode,
    manufacturer: optional(params, 'makeUnit'),
    manufactureDate: dates.value.manufactureDate,
    installer: optional(params, 'installUnit'),
    useDate: dates.value.useDate,
    designLifeYears: designLife === undefined ? null : Number(designLife),
    propertyUnit: optional(params, 'propertyUnit'),
    safetyManager: optional(params, 'safetyManager'),
    safetyManagerPhone: phone,
    useState,
    params: categoryParams.value,
  };
  const texts = Object.values(fields).filter((value): value is string => typeof value === 'string');
  if (tooLong(texts)) return failed(`内容过长，每项不能超过 ${MAX_TEXT} 个字符`);
  return passed(fields);
}
