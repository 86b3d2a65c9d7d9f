import type { ErrorLog } from '@portal/contract';
import type { WireErrorLog } from '@portal/legacy-protocol';

const TYPES = ['script', 'ajax', 'promise', 'resource'] as const;

/** A stored client error; a type the contract does not know reads as a script error. */
export function toErrorLog(wire: WireErrorLog): ErrorLog {
  const type = TYPES.find((known) => known === wire.type) ?? 'script';
  return {
    id: wire.id,
    type,
    code: wire.code,
    mes: wire.mes,
    url: wire.url,
    time: wire.time,
    createdAt: wire.createDate,
  };
}
