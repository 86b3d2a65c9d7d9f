import type { IconType } from 'react-icons';
import {
  LuArrowUpDown,
  LuBriefcase,
  LuBuilding2,
  LuClipboardCheck,
  LuClipboardList,
  LuHouse,
  LuMessagesSquare,
  LuQrCode,
  LuScrollText,
  LuServer,
  LuSettings,
  LuShieldCheck,
  LuUserCog,
  LuUsers,
} from 'react-icons/lu';
import type { MenuIcon } from '../../routes/route-types';

/** The icon the side menu draws for each name the route table gives (routes/route-types.ts). */
export const MENU_ICONS: Readonly<Record<MenuIcon, IconType>> = {
  'arrow-up-down': LuArrowUpDown,
  briefcase: LuBriefcase,
  building: LuBuilding2,
  'clipboard-check': LuClipboardCheck,
  'clipboard-list': LuClipboardList,
  house: LuHouse,
  'messages-square': LuMessagesSquare,
  'qr-code': LuQrCode,
  'scroll-text': LuScrollText,
  server: LuServer,
  settings: LuSettings,
  'shield-check': LuShieldCheck,
  'user-cog': LuUserCog,
  users: LuUsers,
};
