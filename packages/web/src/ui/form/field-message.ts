import { useCallback } from 'react';
import { useI18n } from '../../i18n/i18n';

/**
 * A field message in the current locale. The contract's schemas and the gateway speak zh-CN;
 * a message of the contract's catalogue is shown in the user's language, any other as it came.
 */
export function useFieldMessage(): (text: string | undefined) => string | null {
  const { serverText } = useI18n();
  return useCallback((text) => (text ? serverText(text) : null), [serverText]);
}
