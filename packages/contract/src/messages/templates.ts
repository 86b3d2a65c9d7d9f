/** Texts with `{name}` placeholders: filled in, and read back from a filled-in text. */

export type TemplateParams = Record<string, string | number>;

type Compiled = { pattern: RegExp; names: string[] };

const compiledTemplates = new Map<string, Compiled>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(template: string): Compiled {
  const known = compiledTemplates.get(template);
  if (known) return known;
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const source = template.split(/\{\w+\}/).map(escape).join('(.+?)');
  const compiled = { pattern: new RegExp(`^${source}$`, 's'), names };
  compiledTemplates.set(template, compiled);
  return compiled;
}

/** `template` with its placeholders filled in; unknown placeholders stay as written. */
export function fillTemplate(template: string, params: TemplateParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The placeholders' values when `text` is `template` filled in ('长度不能超过{max}个字符' and
 * '长度不能超过500个字符' give { max: '500' }), or null when it is not.
 */
export function matchTemplate(template: string, text: string): Record<string, string> | null {
  const { pattern, names } = compile(template);
  const match = pattern.exec(text);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}
