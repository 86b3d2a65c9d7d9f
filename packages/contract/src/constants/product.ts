/** Product constants: the title, the SPA's defaults and limits. */

export const DEFAULT_CITY = '宁波市';

export function productTitle(city: string = DEFAULT_CITY): string {
  return `${city}特种设备企业服务平台`;
}

/** Browser title: product title, " - ", page title. */
export function pageTitle(title: string | undefined, city: string = DEFAULT_CITY): string {
  return title ? `${productTitle(city)} - ${title}` : productTitle(city);
}

export const HOME_TITLE = '工作台';
export const HOME_ROUTE_NAME = 'home';
export const VALIDATOR_DELAY_MS = 500;
export const REGISTER_CODE_LENGTH = 20;
export const SIDE_MENU_WIDTH = 212;
export const MENU_WIDTH = 232;
export const TAG_SCROLL_STEP = 240;
export const BACK_TO_TOP = { threshold: 400, offset: 30, duration: 1000 } as const;
export const INSPECTION_INSTITUTE_NAME = '宁波市特种设备检验研究院';
/** Largest attachment the portal takes; the platform (legacy-protocol ATTACHMENT_MAX_BYTES) holds the same. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
