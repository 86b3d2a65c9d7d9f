/** A GitHub markdown table; cells are escaped so a `|` in a value does not split the row. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A whole number with thousands separators (26,105); n/a for NaN. */
export function int(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a';
}

/** A number with the given decimals (2.08); n/a for NaN. */
export function fixed(value: number, decimals: number): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : 'n/a';
}

/** Bytes as KB with one decimal (1 KB = 1,000 bytes, as bundle budgets count). */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** Bytes as MB with one decimal (1 MB = 2^20 bytes, as /proc reports memory in KiB). */
export function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}
