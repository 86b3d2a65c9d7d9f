/** Product constants of spec section 9. */

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
export const PASSWORD_LENGTH = { min: 8, max: 16 } as const;
export const REGISTER_CODE_LENGTH = 20;
export const SIDE_MENU_WIDTH = 212;
export const MENU_WIDTH = 232;
export const TAG_SCROLL_STEP = 240;
export const BACK_TO_TOP = { threshold: 400, offset: 30, duration: 1000 } as const;
export const COOKIE_EXPIRY_DAYS = 1;
export const USUAL_PERSON_COOKIE_DAYS = 10;
export const INSPECTION_DUE_DAYS = 30;
/** Emergency rescue number printed on elevator use signs. */
export const ELEVATOR_RESCUE_PHONE = '96333';
export const INSPECTION_INSTITUTE_NAME = '宁波市特种设备检验研究院';
/** Largest attachment the portal takes; the platform (legacy-protocol ATTACHMENT_MAX_BYTES) holds the same. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
