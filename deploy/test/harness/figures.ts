// The figures a run measures (start times, failure counts and ratios, recovery times): printed at the
// end and kept in the run folder's figures.json; docs/deployment.md quotes a run's.
import { appendFileSync } from 'node:fs';

export class Figures {
  private readonly values = new Map<string, string | number>();

  set(name: string, value: string | number): void {
    this.values.set(name, value);
  }

  all(): Record<string, string | number> {
    return Object.fromEntries(this.values);
  }

  /** A Markdown table, as docs/deployment.md shows the figures. */
  table(): string {
    return ['| figure | value |', '|---|---|', ...[...this.values].map(([name, value]) => `| ${name} | ${value} |`)].join('\n');
  }

  print(file?: string): void {
    const text = `\n[deploy] figures of this run\n${this.table()}\n`;
    process.stdout.write(text);
    if (file) appendFileSync(file, text);
  }
}
