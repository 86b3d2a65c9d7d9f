import { DEFAULT_CITY } from '@portal/contract';

/** Build-time settings (Vite env), each with the product's default. */
export const appConfig = {
  cityName: import.meta.env.VITE_CITY_NAME || DEFAULT_CITY,
  /** The city as the en-US title names it. */
  cityNameEn: import.meta.env.VITE_CITY_NAME_EN || 'Ningbo',
  /** The provincial self-service site where reports and materials are re-issued. */
  reissueUrl: import.meta.env.VITE_REISSUE_URL || 'https://www.zjzwfw.gov.cn/',
} as const;
