import { initServer } from '@ts-rest/fastify';
import { contract, toPasswordUpdatePayload } from '@portal/contract';
import { updateInfoForm, updatePwdForm, ME_WIRE_PATHS } from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { endSession } from '../../session/auth';
import { platformSession, problemResult } from '../../http/respond';
import { fetchUserInfo } from '../session/sign-in';
import { toProfile } from './mapping';

const s = initServer();

export function meRoutes(ctx: GatewayContext) {
  return s.router(contract.me, {
    get: async ({ request, reply }) => {
      const info = await fetchUserInfo(ctx, platformSession(request));
      if (!info.ok) return problemResult(ctx, request, reply, info);
      return { status: 200 as const, body: toProfile(info.data) };
    },

    update: async ({ body, request, reply }) => {
      const session = platformSession(request);
      const updated = await ctx.legacy.call({
        method: 'POST',
        path: ME_WIRE_PATHS.updateInfo,
        form: updateInfoForm({
          name: body.name,
          idCard: body.idCard ?? '',
          phone: body.phone ?? '',
          mobile: body.mobile ?? '',
        }),
        session,
      });
      if (!updated.ok) return problemResult(ctx, request, reply, updated);
      const info = await fetchUserInfo(ctx, session);
      if (!info.ok) return problemResult(ctx, request, reply, info);
      return { status: 200 as const, body: toProfile(info.data) };
    },

    changePassword: async ({ body, request, reply }) => {
      // Only oldPassword and newPassword travel; the confirmation stays here.
      const changed = await ctx.legacy.call({
        method: 'POST',
        path: ME_WIRE_PATHS.updatePwd,
        form: updatePwdForm(toPasswordUpdatePayload(body)),
        session: platformSession(request),
      });
      if (!changed.ok) return problemResult(ctx, request, reply, changed);
      // The platform ends every session of the user after a change: the caller signs in again.
      endSession(ctx.sessions, request, reply);
      return { status: 204 as const, body: undefined };
    },
  });
}
