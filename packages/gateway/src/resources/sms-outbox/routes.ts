import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import { SMS_CODE_MESSAGES, SMS_CODE_WIRE_PATHS, ZWireSmsOutboxMessage } from '@portal/legacy-protocol';
import { z } from 'zod/v4';
import type { GatewayContext } from '../../context';
import { answer, problemResult } from '../../http/respond';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed } from '../../legacy/wire-values';
import { createPublicLimiter, TOO_MANY } from '../public/limits';
import { maskMobile } from '../public/mapping';

const s = initServer();
const ZWireOutbox = z.array(ZWireSmsOutboxMessage);

/**
 * The demo SMS outbox (`common/smsOutbox`): what the platform's embedded sender wrote to one
 * number. A platform with the outbox off (production) refuses, and the clean API answers 404.
 */
export function smsOutboxHandlers(ctx: GatewayContext) {
  const limiter = createPublicLimiter(ctx.store);
  return s.router(contract.smsOutbox, {
    list: async ({ query, request, reply }) => {
      if (!(await limiter.allow(request, [['outboxByAddress']]))) return problemResult(ctx, request, reply, { problem: TOO_MANY });
      const outbox = withRefusalStatus(
        await ctx.legacy.call({ method: 'GET', path: SMS_CODE_WIRE_PATHS.outbox, query: { mobile: query.mobile } }),
        { [SMS_CODE_MESSAGES.outboxOff]: 404 },
      );
      return answer(
        ctx,
        request,
        reply,
        200,
        parsed(outbox, ZWireOutbox, (rows) => ({
          items: rows.map((row) => ({ id: row.id, mobileMasked: maskMobile(row.mobile), text: row.content, sentAt: row.sendDate })),
        })),
      );
    },
  });
}
