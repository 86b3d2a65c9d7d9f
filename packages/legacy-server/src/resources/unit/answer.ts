import { eq } from 'drizzle-orm';
import { DEFAULT_AREA_CODE, INSPECTION_INSTITUTE_NAME } from '@portal/contract';
import type { Db } from '../../db/database';
import { units, type UnitRow, type UserRow } from '../../db/schema';

export type UnitAnswer = {
  id: string;
  orgname: string;
  uscc: string | null;
  areaCode: string | null;
  regAddress: string | null;
  businessAddress: string | null;
  legalPerson: string | null;
  contactPerson: string | null;
  contactPhone: string | null;
  postcode: string | null;
  fixedAssets: string | null;
  foundDate: string | null;
  regAuthority: string | null;
  email: string | null;
};

/** Institute staff belong to no 使用单位; the platform answers with the institute itself. */
const INSTITUTE_UNIT_ID = 'institute';

/** A unit row as `/a/stone/user/unit` (and `unit/save`) writes it. */
export function unitRowAnswer(unit: UnitRow): UnitAnswer {
  return {
    id: unit.id,
    orgname: unit.name,
    uscc: unit.creditCode,
    areaCode: unit.areaCode,
    regAddress: unit.regAddress,
    businessAddress: unit.businessAddress,
    legalPerson: unit.legalPerson,
    contactPerson: unit.contactPerson,
    contactPhone: unit.contactPhone,
    postcode: unit.postcode,
    fixedAssets: unit.fixedAssets,
    foundDate: unit.foundDate,
    regAuthority: unit.regAuthority,
    email: unit.email,
  };
}

function instituteAnswer(user: UserRow): UnitAnswer {
  return {
    id: INSTITUTE_UNIT_ID,
    orgname: INSPECTION_INSTITUTE_NAME,
    uscc: null,
    areaCode: user.areaCode ?? DEFAULT_AREA_CODE,
    regAddress: null,
    businessAddress: null,
    legalPerson: null,
    contactPerson: null,
    contactPhone: null,
    postcode: null,
    fixedAssets: null,
    foundDate: null,
    regAuthority: null,
    email: null,
  };
}

export async function unitAnswer(db: Db, user: UserRow): Promise<UnitAnswer> {
  if (!user.unitId) return instituteAnswer(user);
  const [unit] = await db.select().from(units).where(eq(units.id, user.unitId));
  return unit ? unitRowAnswer(unit) : instituteAnswer(user);
}
