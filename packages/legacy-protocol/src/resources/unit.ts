import { z } from 'zod';
import { ZWireOptionalText, ZWireText } from '../wire-values';

export const UNIT_WIRE_PATHS = {
  unit: '/a/stone/user/unit',
} as const;

/** The user's unit (使用单位) as `GET /a/stone/user/unit` answers it. */
export const ZWireUnit = z
  .object({
    id: ZWireText,
    orgname: z.string(),
    uscc: ZWireOptionalText,
    areaCode: ZWireOptionalText,
    regAddress: ZWireOptionalText,
    businessAddress: ZWireOptionalText,
    legalPerson: ZWireOptionalText,
    contactPerson: ZWireOptionalText,
    contactPhone: ZWireOptionalText,
    postcode: ZWireOptionalText,
    fixedAssets: ZWireOptionalText,
    foundDate: ZWireOptionalText,
    regAuthority: ZWireOptionalText,
    email: ZWireOptionalText,
  })
  .passthrough();
export type WireUnit = z.infer<typeof ZWireUnit>;
