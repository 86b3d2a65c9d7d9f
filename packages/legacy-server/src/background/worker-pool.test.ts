import { describe, expect, it } from 'vitest';
import { workerArgv } from './worker-pool';

describe('workerArgv', () => {
  it('loads the TypeScript worker with tsx unless the process passes tsx on or runs the bundle', () => {
    expect(workerArgv(false, ['--conditions', 'development'])).toEqual(['--conditions', 'development', '--import', 'tsx']);
    expect(workerArgv(false, ['--import', 'file:///x/node_modules/tsx/dist/loader.mjs'])).toEqual(['--import', 'file:///x/node_modules/tsx/dist/loader.mjs']);
    expect(workerArgv(true, [])).toEqual([]);
  });
});
