import type { z } from 'zod/v4';
import { wireRecord, ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';

export const UNIT_WIRE_PATHS = {
  unit: '/a/stone/user/unit',
} as const;

/**
 * The user's unit (使用单位) as `GET /a/stone/user/unit` answers it. Only `orgname` is certain: the
 * answer is the institute's view of the unit, not a JeeSite entity, so another platform may leave
 * out the id and spell the rest in its own case (`areacode`).
 */
export const ZWireUnit = wireRecord({
  id: ZWireOptionalText,
  orgname: ZWireText,
  uscc: ZWireOptionalText,
  areaCode: ZWireOptionalText,
  regAddress: ZWireOptionalText,
  businessAddress: ZWireOptionalText,
  legalPerson: ZWireOptionalText,
  contactPerson: ZWireOptionalText,
  contactPhone: ZWireOptionalText,
  postcode: ZWireOptionalText,
  fixedAssets: ZWireOptionalText,
  foundDate: ZWireOptionalDateTime,
  regAuthority: ZWireOptionalText,
  email: ZWireOptionalText,
});
export type WireUnit = z.infer<typeof ZWireUnit>;
