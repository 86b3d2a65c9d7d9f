import { ACCESS, REVIEWED_SERVICE_KIND_CODES } from '@portal/contract';
import { SERVICE_KIND_WIRE_MODULES } from '@portal/legacy-protocol';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { holdsAccess } from '../../http/role-access';
import { INSPECTION_APPLICATION_BIZ_TYPE } from '../inspection-applications/writes';
import { RECTIFICATION_BIZ_TYPE } from '../inspection-processing/rectification';
import { REISSUE_BIZ_TYPE } from '../reissue-applications/routes';
import { scopeOf, type AttachmentScope } from './store';

/**
 * The records the institute decides on with `inspection:review` (applications and their
 * rectifications after an opinion notice, the reviewed service kinds, report re-issue
 * applications): the unit's files are the evidence, so a reviewer reads them in every unit.
 * Reading only: uploading and deleting stay with the unit (docs/attachments.md).
 */
export const REVIEWED_BIZ_TYPES: readonly string[] = [
  INSPECTION_APPLICATION_BIZ_TYPE,
  RECTIFICATION_BIZ_TYPE,
  ...REVIEWED_SERVICE_KIND_CODES.map((kind) => SERVICE_KIND_WIRE_MODULES[kind]),
  REISSUE_BIZ_TYPE,
];

/** The caller's scope for reading files: its own, plus the reviewed records' when its current role reviews. */
export async function readScopeOf(db: Db, user: UserRow): Promise<AttachmentScope> {
  const own = scopeOf(user);
  return (await holdsAccess(db, user, ACCESS.inspectionReview)) ? { ...own, reviews: REVIEWED_BIZ_TYPES } : own;
}
