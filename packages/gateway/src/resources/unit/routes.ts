import { initServer } from '@ts-rest/fastify';
import { contract, type Unit } from '@portal/contract';
import { WIRE_PATHS, ZWireUnit, type WireUnit } from '@portal/legacy-protocol';
import type { GatewayContext } from '../context';
import { platformSession, problemResult, UNEXPECTED_ANSWER } from './respond';

const s = initServer();

function isoDate(value: string | undefined): string | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return match?.[1] ?? null;
}

/** The platform's unit record in the clean API's words (`orgname` -> name, `uscc` -> creditCode). */
export function toUnit(wire: WireUnit): Unit {
  return {
    id: wire.id,
    name: wire.orgname,
    creditCode: wire.uscc ?? '',
    areaCode: wire.areaCode ?? null,
    regAddress: wire.regAddress ?? '',
    businessAddress: wire.businessAddress ?? '',
    legalPerson: wire.legalPerson ?? '',
    contactPerson: wire.contactPerson ?? '',
    contactPhone: wire.contactPhone ?? '',
    postcode: wire.postcode ?? '',
    fixedAssets: wire.fixedAssets ?? '',
    foundDate: isoDate(wire.foundDate),
    regAuthority: wire.regAuthority ?? '',
    email: wire.email ?? '',
  };
}

/** Only `get` is implemented in this issue; the other unit routes answer 501 (not-implemented.ts). */
export function unitRoutes(ctx: GatewayContext) {
  return {
    get: s.route(contract.unit.get, async ({ request, reply }) => {
      const answer = await ctx.legacy.call({
        method: 'GET',
        path: WIRE_PATHS.unit,
        session: platformSession(request),
      });
      if (!answer.ok) return problemResult(ctx, request, reply, answer);
      const unit = ZWireUnit.safeParse(answer.data);
      if (!unit.success) return problemResult(ctx, request, reply, UNEXPECTED_ANSWER);
      return { status: 200 as const, body: toUnit(unit.data) };
    }),
  };
}
