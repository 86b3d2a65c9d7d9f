import { describe, expect, it } from 'vitest';
import { previousBlocks, reportFile } from './report-file';

const section = (title: string, pass: boolean) => ({ title, markdown: `${title} body`, goals: [{ name: title, target: '≤ 1', measured: '2', pass }] });

describe('reportFile', () => {
  it('lists the goals and the sections in order', () => {
    const text = reportFile({
      header: ['- Date: today'],
      order: ['proxy', 'bundle'],
      sections: [
        { key: 'bundle', section: section('Bundle', true), ranAt: 'now' },
        { key: 'proxy', section: section('Proxy', false), ranAt: 'now' },
      ],
      previous: '',
    });
    expect(text.indexOf('## Proxy')).toBeLessThan(text.indexOf('## Bundle'));
    expect(text).toContain('- ✅ pass: Bundle: 2 (goal ≤ 1)');
    expect(text).toContain('- ❌ fail: Proxy: 2 (goal ≤ 1)');
  });

  it('keeps the sections of an earlier run that were not run again', () => {
    const first = reportFile({ header: [], order: ['proxy', 'bundle'], sections: [{ key: 'proxy', section: section('Proxy', true), ranAt: 'monday' }], previous: '' });
    const second = reportFile({ header: [], order: ['proxy', 'bundle'], sections: [{ key: 'bundle', section: section('Bundle', true), ranAt: 'tuesday' }], previous: first });
    expect([...previousBlocks(second).keys()]).toEqual(['proxy', 'bundle']);
    expect(second).toContain('_Section measured monday._');
  });
});
