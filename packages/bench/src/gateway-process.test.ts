import { describe, expect, it } from 'vitest';
import { extraGatewayEnv } from './gateway-process';

describe('extraGatewayEnv', () => {
  it('reads space-separated NAME=value pairs, values may hold "="', () => {
    expect(extraGatewayEnv('LEGACY_CONNECTIONS=32  LOG_LEVEL=info X=a=b')).toEqual({ LEGACY_CONNECTIONS: '32', LOG_LEVEL: 'info', X: 'a=b' });
  });

  it('is empty when unset', () => {
    expect(extraGatewayEnv(undefined)).toEqual({});
  });

  it('refuses a word without a name and value', () => {
    expect(() => extraGatewayEnv('LEGACY_CONNECTIONS')).toThrow(/NAME=value/);
    expect(() => extraGatewayEnv('=32')).toThrow(/NAME=value/);
  });
});
