import {
  USE_REGISTRATION_MESSAGES,
  USE_REGISTRATION_PATHS,
  WIRE_USE_REGISTRATION_KINDS,
} from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { loginRequired } from '../http/answers';
import { appFail, appOk } from '../http/business-answers';
import { GET_OR_POST } from '../http/methods';
import { sessionUser } from '../http/session-guard';
import { NO_UNIT_MESSAGE } from '../units/own-unit';
import { historyAnswer, registrationAnswer } from '../use-registrations/registration-answer';
import { findRegistration, historyOf } from '../use-registrations/registration-store';

/** `epPemUseregistApply`: answers like `appOnline`, with `isSuccess: 1|0` and `errorMsg`. */
export function useRegistApplyRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.route<{ Params: { id: string } }>({
    method: GET_OR_POST,
    url: `${USE_REGISTRATION_PATHS.detail}/:id`,
    handler: async (request) => {
      const user = await sessionUser(context, request);
      if (!user) return loginRequired();
      if (!user.unitId) return appFail(NO_UNIT_MESSAGE);
      const row = await findRegistration(db, user.unitId, request.params.id);
      if (!row) return appFail(USE_REGISTRATION_MESSAGES.notFound);
      const history = await historyOf(db, row.id);
      return appOk({ ...registrationAnswer(row), history: history.map(historyAnswer) });
    },
  });

  app.route({
    method: GET_OR_POST,
    url: USE_REGISTRATION_PATHS.kinds,
    handler: async () => appOk(WIRE_USE_REGISTRATION_KINDS.map((kind) => ({ dictLabel: kind, dictValue: kind }))),
  });
}
