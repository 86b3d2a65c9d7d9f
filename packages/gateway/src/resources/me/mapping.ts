import type { Profile } from '@portal/contract';
import type { WireUserInfo } from '@portal/legacy-protocol';

/** The personal centre's profile from the platform's user info. */
export function toProfile(info: WireUserInfo): Profile {
  return {
    loginName: info.loginName,
    name: info.name,
    idCard: info.idCard ?? '',
    phone: info.phone ?? '',
    mobile: info.mobile ?? '',
  };
}
