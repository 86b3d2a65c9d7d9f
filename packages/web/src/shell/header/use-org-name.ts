import { INSPECTION_INSTITUTE_NAME, type CurrentUser } from '@portal/contract';
import { tsr } from '../../api/client';
import { ownUnitQuery } from '../../api/queries/unit';

/** The unit's record behind the name (asked for ahead by the work desktop's prefetch too). */
export function unitQuery(user: CurrentUser) {
  const institute = user.currentRole.roleType === 'institute';
  return {
    ...ownUnitQuery(user.unitId),
    // Until a too simple password is changed the server answers only the session.
    enabled: user.unitId !== null && !institute && !user.isSimplePwd,
    staleTime: 5 * 60_000,
  };
}

/**
 * The name after "欢迎登录": the institute while an institute role is current, else the user's
 * company (the platform's orgname), else the user's own name. Empty while a too simple password
 * must be changed: the unit cannot be read yet, and the person's name is no company's.
 */
export function useOrgName(user: CurrentUser): string {
  const unit = tsr.unit.get.useQuery(unitQuery(user));
  if (user.currentRole.roleType === 'institute') return INSPECTION_INSTITUTE_NAME;
  if (user.isSimplePwd) return '';
  return unit.data?.body.name ?? user.name;
}
