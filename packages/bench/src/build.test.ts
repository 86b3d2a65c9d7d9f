import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GATEWAY_NODE_FLAGS, mainCommand } from './build';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('the gateway as the benchmark starts it', () => {
  it('runs with the V8 flags of the gateway image', () => {
    const stage = readFileSync(`${ROOT}Dockerfile`, 'utf8').split(/^FROM /m).find((text) => text.includes(' AS gateway')) ?? '';
    const cmd = /^CMD (\[.*\])$/m.exec(stage)?.[1];
    expect(cmd && JSON.parse(cmd)).toEqual(['node', ...GATEWAY_NODE_FLAGS, 'packages/gateway/dist/main.js']);
    expect(mainCommand('/r', 'gateway', true)).toEqual([...GATEWAY_NODE_FLAGS, '/r/packages/gateway/dist/main.js']);
  });
});
