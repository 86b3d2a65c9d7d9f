import type { UiKey } from '../../i18n/i18n';
import { useCatalogue, type Catalogue } from '../../lib/text';
import { companyInfoEn } from './messages-en';
import { companyInfoZh, type CompanyInfoOwnKey } from './messages-zh';

/** A key of the company pages' text: their own, or a shared one of the app's catalogue. */
export type CompanyInfoTextKey = CompanyInfoOwnKey | UiKey;

const COMPANY_INFO_TEXT: Catalogue<CompanyInfoOwnKey> = { 'zh-CN': companyInfoZh, 'en-US': companyInfoEn };

/** The company pages' own text in the shell's locale. */
export function useCompanyInfoText() {
  return useCatalogue(COMPANY_INFO_TEXT);
}
