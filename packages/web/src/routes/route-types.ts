import type { AccessId, RouteAccess } from '@portal/contract';

export type RouteMeta = {
  hideInMenu?: boolean;
  hideInBread?: boolean;
  /** Not kept alive when its tag is hidden: the page unmounts and starts fresh. */
  notCache?: boolean;
  /** A group shown as a group even when only one child is visible. */
  showAlways?: boolean;
  /** Listed in the menu only for a role holding one of these ids (the page itself may open for more). */
  menuFor?: readonly AccessId[];
  /** The flag of the reports-in-process page (reports still circulating in the institute). */
  isFlowing?: boolean;
};

/** A page reached from another page, not from the menu. */
export const HIDDEN = { hideInMenu: true } as const satisfies RouteMeta;
/** A hidden form page that starts fresh each time it is opened. */
export const HIDDEN_FRESH = { hideInMenu: true, notCache: true } as const satisfies RouteMeta;

/**
 * A side-menu icon by name; the shell draws it (shell/side-menu/menu-icons.ts). The table holds
 * names, not components, because the first screen reads the table and react-icons/lu is one
 * module: a single icon here would bring every icon of the app into the entry chunk.
 */
export type MenuIcon =
  | 'arrow-up-down'
  | 'briefcase'
  | 'building'
  | 'clipboard-check'
  | 'clipboard-list'
  | 'house'
  | 'messages-square'
  | 'qr-code'
  | 'scroll-text'
  | 'server'
  | 'settings'
  | 'shield-check'
  | 'user-cog'
  | 'users';

/**
 * One entry of the route table; `path` is relative to the parent unless it starts with '/'.
 * The page a route renders is looked up by `name` in the app's page registries (app/bare-pages,
 * app/page-registry).
 */
export type RouteDef = {
  path: string;
  name: string;
  /** zh-CN title. */
  title: string;
  /** en-US title, beside the zh-CN one so that a new route is one entry here (i18n/i18n.tsx reads it). */
  titleEn: string;
  icon?: MenuIcon;
  /** Omitted on groups: a group is as visible as its children. */
  access?: RouteAccess;
  meta?: RouteMeta;
  /** Where the group goes when its own path is opened. */
  redirect?: string;
  /** Opened in a new window from the menu instead of routed. */
  href?: string;
  /** Public pages render without the shell. */
  layout?: 'shell' | 'bare';
  children?: RouteDef[];
};

/** A routable entry with its absolute path and the chain of its ancestors (outermost first). */
export type FlatRoute = RouteDef & {
  fullPath: string;
  parents: RouteDef[];
  access: RouteAccess;
  layout: 'shell' | 'bare';
};
