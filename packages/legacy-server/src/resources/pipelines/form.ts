import { isLastLevel, isPhoneOrMobile, isRegisterCode, message, PIPE_GRADES } from '@portal/contract';
import { USE_STATES, type UseState } from '../../db/schema';
import type { WireParams } from '../../http/params';
import { failed, passed, type Checked } from '../../http/checked';
import { dateParam, textParam } from '../../http/query-params';

const PIPELINE_SUB_TYPES = ['8110', '8120', '8210', '8220', '8310', '8320', '8330'] as const;

export type PipelineFields = {
  subTypeCode: string;
  registerCode: string | null;
  name: string;
  pipelineNo: string;
  pipeGrade: string;
  medium: string;
  startPoint: string | null;
  endPoint: string | null;
  nominalDiameter: number | null;
  wallThickness: number | null;
  length: number | null;
  designPressure: number | null;
  designTemperature: number | null;
  areaCode: string;
  usePlace: string;
  installDate: string | null;
  useState: UseState;
  safetyManager: string | null;
  safetyManagerPhone: string | null;
};

const NUMBERS = [
  ['nominalDiameter', 'nominalDiameter', '公称直径', true],
  ['wallThickness', 'wallThickness', '壁厚', true],
  ['pipeLength', 'length', '长度', true],
  ['designPressure', 'designPressure', '设计压力', false],
  ['designTemperature', 'designTemperature', '设计温度', false],
] as const;

type NumberKey = (typeof NUMBERS)[number][1];

function readNumbers(params: WireParams): Checked<Record<NumberKey, number | null>> {
  const values = {} as Record<NumberKey, number | null>;
  for (const [wire, key, label, positive] of NUMBERS) {
    const text = textParam(params, wire);
    if (text === undefined) {
      values[key] = null;
      continue;
    }
    const value = Number(text);
    if (!Number.isFinite(value) || (positive && value <= 0)) return failed(`${label}应为${positive ? '正数' : '数字'}`);
    values[key] = value;
  }
  return passed(values);
}

/** Checks the form of `selfMaintainApply` with the platform's messages. */
export function readPipelineForm(params: WireParams): Checked<PipelineFields> {
  const subTypeCode = textParam(params, 'equType') ?? '';
  if (!(PIPELINE_SUB_TYPES as readonly string[]).includes(subTypeCode)) return failed('请选择管道品种');
  const name = textParam(params, 'pipeName');
  if (!name) return failed('管道名称不能为空');
  const pipelineNo = textParam(params, 'pipeNo');
  if (!pipelineNo) return failed('管道编号不能为空');
  const pipeGrade = textParam(params, 'pipeGrade') ?? '';
  if (!(PIPE_GRADES as readonly string[]).includes(pipeGrade)) return failed('请选择管道级别');
  const medium = textParam(params, 'medium');
  if (!medium) return failed('输送介质不能为空');
  const usePlace = textParam(params, 'usePlace');
  if (!usePlace) return failed('使用地点不能为空');
  const areaCode = textParam(params, 'areaCode') ?? '';
  if (!isLastLevel(areaCode)) return failed(areaCode === '' ? message('areaRequired') : message('areaLastLevel'));
  const registerCode = textParam(params, 'registerCode') ?? null;
  if (registerCode !== null && !isRegisterCode(registerCode)) return failed(message('registerCode'));
  const phone = textParam(params, 'safetyManagerPhone') ?? null;
  if (phone !== null && !isPhoneOrMobile(phone)) return failed(message('phone'));
  const useState = (textParam(params, 'useState') ?? '在用') as UseState;
  if (!USE_STATES.includes(useState)) return failed('使用状态不正确');
  const installDate = dateParam(params, 'installDate');
  if (!installDate.ok) return installDate;
  const numbers = readNumbers(params);
  if (!numbers.ok) return numbers;
  const texts = [name, pipelineNo, medium, usePlace, params.startPoint ?? '', params.endPoint ?? ''];
  if (texts.some((text) => Array.from(text).length > 200)) return failed('内容过长');
  return passed({
    subTypeCode,
    registerCode,
    name,
    pipelineNo,
    pipeGrade,
    medium,
    startPoint: textParam(params, 'startPoint') ?? null,
    endPoint: textParam(params, 'endPoint') ?? null,
    ...numbers.value,
    areaCode,
    usePlace,
    installDate: installDate.value ?? null,
    useState,
    safetyManager: textParam(params, 'safetyManager') ?? null,
    safetyManagerPhone: phone,
  });
}
