import { tsr } from '../client';
import { resourceKeys } from './query-kit';

export const meKeys = {
  ...resourceKeys('me'),
  profile: () => [...meKeys.all, 'profile'] as const,
};

/** The signed-in user's own profile (账号信息维护). */
export function useMyProfile() {
  return tsr.me.get.useQuery({ queryKey: meKeys.profile() });
}
