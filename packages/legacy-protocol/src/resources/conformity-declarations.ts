import { z } from 'zod/v4';
import { wireRecord, ZWireCount, ZWireFlag, ZWireIdList, ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Elevator conformity declarations (`elevator/compliance`): the unit's declarations (list, detail,
 * save = sign and submit at once) and the print host's PDF (`/api/print/elevatorCompliance/{id}`).
 * Answers `result` + `errorMsg` with the payload under `data`; dates are `yyyy-MM-dd`.
 */
export const CONFORMITY_DECLARATION_WIRE_PATHS = {
  list: '/a/stone/elevator/compliance/list',
  detail: '/a/stone/elevator/compliance/detail',
  save: '/a/stone/elevator/compliance/save',
} as const;

export const CONFORMITY_DECLARATION_PRINT_PATHS = { file: '/api/print/elevatorCompliance' } as const;

/** The review states as the platform writes them. */
export const CONFORMITY_STATE_WORDS = { draft: '草稿', submitted: '已提交', approved: '已通过', returned: '已退回' } as const;

/** What the declarant confirms, printed on the declaration (TSG T7001 daily maintenance items in short). */
export const CONFORMITY_DECLARATION_ITEMS = [
  '电梯已按安全技术规范要求进行日常维护保养，维保记录完整',
  '电梯安全管理人员、作业人员持证上岗，应急救援预案已制定并演练',
  '使用标志、安全注意事项和警示标志已置于易于为乘客注意的显著位置',
  '电梯自行检查已完成，发现的问题已整改',
  '电梯在检验有效期内，未擅自改变电梯的主要参数和安全性能',
] as const;

export const CONFORMITY_DECLARATION_MESSAGES = {
  notFound: '声明不存在或无权查看',
  notElevator: '所选设备不是本单位的电梯',
  duplicate: '该电梯本年度已提交过符合性声明',
} as const;

export const ZWireConformityDeclaration = wireRecord({
  id: ZWireText,
  equipmentId: ZWireText,
  registCode: ZWireText,
  equName: ZWireText,
  year: ZWireCount,
  maintUnit: ZWireText,
  selfCheckDate: ZWireOptionalText,
  conforms: ZWireFlag,
  declarant: ZWireText,
  declareDate: ZWireOptionalDateTime,
  status: ZWireText,
  opinion: ZWireOptionalText,
  remark: ZWireOptionalText,
  attachmentIds: ZWireIdList,
});
export type WireConformityDeclaration = z.infer<typeof ZWireConformityDeclaration>;

export const ZWireConformityDeclarationQuery = z.object({
  keyword: z.string().max(100).optional(),
  year: z.string().regex(/^\d{4}$/).optional(),
  status: z.string().max(10).optional(),
});
