import { INSPECTION_INSTITUTE_NAME, type CurrentUser } from '@portal/contract';
import { tsr } from '../../api/client';

/**
 * The name after "欢迎登录": the institute while an institute role is current, else the user's
 * company (the platform's orgname), else the user's own name.
 */
export function useOrgName(user: CurrentUser): string {
  const institute = user.currentRole.roleType === 'institute';
  const unit = tsr.unit.get.useQuery({
    queryKey: ['unit', user.unitId],
    // Until a too simple password is changed the server answers only the session.
    enabled: user.unitId !== null && !institute && !user.isSimplePwd,
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
  if (institute) return INSPECTION_INSTITUTE_NAME;
  return unit.data?.body.name ?? user.name;
}
