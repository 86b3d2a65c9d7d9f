import { z } from 'zod/v4';
import { wireRecord, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Elevator use signs (`elevator/useSign`): the unit's elevators (category 3000) with what the 2024
 * style use sign prints, the print host's sign PDF for chosen elevators (`/api/print/elevatorUseSign?ids=a,b`,
 * one sign per page, outside `/a`), and the public status of one elevator by registration code (no session).
 * Answers `result` + `errorMsg` with the payload under `data`; dates are `yyyy-MM-dd`.
 */
export const ELEVATOR_USE_SIGN_WIRE_PATHS = {
  list: '/a/stone/elevator/useSign/list',
  publicStatus: '/a/public/elevator/status',
} as const;

export const ELEVATOR_USE_SIGN_PRINT_PATHS = { signs: '/api/print/elevatorUseSign' } as const;

/** At most this many signs in one PDF. */
export const ELEVATOR_USE_SIGN_MAX_BATCH = 50;

/** The emergency number every sign carries. */
export const ELEVATOR_RESCUE_PHONE = '96333';

export const ELEVATOR_USE_SIGN_MESSAGES = {
  notFound: '电梯不存在或无权查看',
  noSelection: '请选择要打印的电梯',
  tooMany: `一次最多打印 ${ELEVATOR_USE_SIGN_MAX_BATCH} 台电梯`,
  unknownCode: '未找到该注册代码的电梯',
} as const;

/** One elevator as `useSign/list` writes it. */
export const ZWireElevatorUseSign = wireRecord({
  id: ZWireText,
  equCategoryName: ZWireText,
  equTypeName: ZWireText,
  useUnitName: ZWireText,
  unitInnerCode: ZWireOptionalText,
  registCode: ZWireOptionalText,
  useCertCode: ZWireOptionalText,
  regOrg: ZWireOptionalText,
  checkOrg: ZWireOptionalText,
  reportNo: ZWireOptionalText,
  nextCheckDate: ZWireOptionalText,
  maintUnit: ZWireOptionalText,
  maintPhone: ZWireOptionalText,
  rescuePhone: ZWireText,
  statusUrl: ZWireText,
  areaCode: ZWireOptionalText,
});
export type WireElevatorUseSign = z.infer<typeof ZWireElevatorUseSign>;

/** Filters of `useSign/list` besides the paging. */
export const ZWireElevatorUseSignQuery = z.object({
  keyword: z.string().max(100).optional(),
  registCode: z.string().max(20).optional(),
  areaCode: z.string().max(12).optional(),
});

/** What the public status answers: only what the sign shows, nothing personal. */
export const ZWireElevatorStatus = wireRecord({
  registCode: ZWireText,
  equCategoryName: ZWireText,
  equTypeName: ZWireText,
  useUnitName: ZWireText,
  nextCheckDate: ZWireOptionalText,
  overdue: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1),
  checkConclusion: ZWireOptionalText,
  maintUnit: ZWireOptionalText,
  maintPhone: ZWireOptionalText,
  rescuePhone: ZWireText,
});
export type WireElevatorStatus = z.infer<typeof ZWireElevatorStatus>;
