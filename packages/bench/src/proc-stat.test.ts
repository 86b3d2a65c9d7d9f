import { describe, expect, it } from 'vitest';
import { parseProcStat, parseVmRss } from './proc-stat';

// A real line of /proc/<pid>/stat, with a command name holding a space and a parenthesis.
const LINE =
  '4242 (nginx: w) rker) S 4241 4241 4200 0 -1 4194624 1530 0 0 0 1234 567 0 0 20 0 1 0 52870 11563008 1200 18446744073709551615 1 1 0 0 0 0 0 4096 0 0 0 0 17 1 0 0 0 0 0';

describe('parseProcStat', () => {
  it('reads pid, name, parent and CPU ticks past a name with spaces and parentheses', () => {
    expect(parseProcStat(LINE)).toEqual({ pid: 4242, comm: 'nginx: w) rker', ppid: 4241, utime: 1234, stime: 567 });
  });

  it('refuses text that is not a stat line', () => {
    expect(() => parseProcStat('garbage')).toThrow(/not a \/proc stat line/);
  });
});

describe('parseVmRss', () => {
  it('reads the resident set in bytes', () => {
    expect(parseVmRss('Name:\tnode\nVmPeak:\t 900 kB\nVmRSS:\t   81234 kB\nRssAnon:\t 1 kB\n')).toBe(81234 * 1024);
  });

  it('throws without the line', () => {
    expect(() => parseVmRss('Name:\tzombie\n')).toThrow(/VmRSS/);
  });
});
