import { ACCESS } from '@portal/contract';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { holdsAccess } from '../../http/role-access';
import { INSPECTION_APPLICATION_BIZ_TYPE } from '../inspection-applications/writes';
import { RECTIFICATION_BIZ_TYPE } from '../inspection-processing/rectification';
import { MAINTENANCE_PROJECT_BIZ_TYPE } from '../maintenance-projects/writes';
import { REISSUE_BIZ_TYPE } from '../reissue-applications/routes';
import { TERMINATION_BIZ_TYPE } from '../terminations/writes';
import { scopeOf, type AttachmentScope } from './store';

/**
 * The records the institute decides on with `inspection:review` (applications and their
 * rectifications after an opinion notice, terminations, maintenance projects, report re-issue
 * applications): the unit's files are the evidence, so a reviewer reads them in every unit.
 * Reading only: uploading and deleting stay with the unit (docs/attachments.md).
 */
export const REVIEWED_BIZ_TYPES: readonly string[] = [
  INSPECTION_APPLICATION_BIZ_TYPE,
  RECTIFICATION_BIZ_TYPE,
  TERMINATION_BIZ_TYPE,
  MAINTENANCE_PROJECT_BIZ_TYPE,
  REISSUE_BIZ_TYPE,
];

/** The caller's scope for reading files: its own, plus the reviewed records' when its current role reviews. */
export async function readScopeOf(db: Db, user: UserRow): Promise<AttachmentScope> {
  const own = scopeOf(user);
  return (await holdsAccess(db, user, ACCESS.inspectionReview)) ? { ...own, reviews: REVIEWED_BIZ_TYPES } : own;
}
