import { zhCN, type MessageKey } from '@portal/contract';
import { useCallback } from 'react';
import { useI18n } from '../../i18n/i18n';

type Pattern = { key: MessageKey; pattern: RegExp; names: string[] };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each contract message as a pattern over its zh-CN text ('长度不能超过{max}个字符' -> max). */
const PATTERNS: Pattern[] = (Object.entries(zhCN) as [MessageKey, string][]).map(([key, text]) => {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const source = text
    .split(/\{\w+\}/)
    .map(escape)
    .join('(.+?)');
  return { key, pattern: new RegExp(`^${source}$`), names };
});

/**
 * A field message in the current locale. The contract's schemas and the gateway speak zh-CN;
 * a message of the contract's catalogue is shown in the user's language, any other as it came.
 */
export function useFieldMessage(): (text: string | undefined) => string | null {
  const { locale, rule } = useI18n();
  return useCallback(
    (text) => {
      if (!text) return null;
      if (locale === 'zh-CN') return text;
      for (const { key, pattern, names } of PATTERNS) {
        const match = pattern.exec(text);
        if (match) return rule(key, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])));
      }
      return text;
    },
    [locale, rule],
  );
}
