import { DEFAULT_LOCALE, type Locale } from '@portal/contract';

type Weighted = { locale: Locale | null; q: number; order: number };

function weighted(part: string, order: number): Weighted {
  const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
  let q = 1;
  for (const param of params) {
    const match = /^q=([01](?:\.\d{0,3})?)$/i.exec(param);
    if (match) q = Number(match[1]);
  }
  const language = range.toLowerCase().split('-')[0];
  const locale = language === 'en' ? 'en-US' : language === 'zh' ? 'zh-CN' : null;
  return { locale, q, order };
}

/**
 * The language of a problem's title, detail and field messages: the `Accept-Language` range the
 * caller weighs highest among those the gateway speaks (any English is en-US, any Chinese zh-CN);
 * zh-CN without one, or when `*` or an unknown language is preferred (docs/api.md, "Errors").
 */
export function problemLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) return DEFAULT_LOCALE;
  const spoken = header
    .split(',')
    .slice(0, 32)
    .map(weighted)
    .filter((entry): entry is Weighted & { locale: Locale } => entry.locale !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return spoken[0]?.locale ?? DEFAULT_LOCALE;
}
