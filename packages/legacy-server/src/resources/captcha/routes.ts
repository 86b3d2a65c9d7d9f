import { CAPTCHA_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { commonOk } from '../../http/answers';
import { GET_OR_POST } from '../../http/methods';
import { drawCaptcha, newCaptchaAnswer } from './image';
import { storeCaptcha } from './store';

/**
 * `common/captcha`: a new image and the id to answer it by (`success` + `data`). Public, like
 * JeeSite's `/validCode`. `captchaFixedAnswer` (CAPTCHA_FIXED_ANSWER, refused in production)
 * draws the same answer every time, for automated tests.
 */
export function captchaRoutes(app: FastifyInstance, context: AppContext): void {
  app.route({
    method: GET_OR_POST,
    url: CAPTCHA_WIRE_PATHS.captcha,
    config: { public: true },
    handler: async () => {
      const answer = context.captchaFixedAnswer ?? newCaptchaAnswer();
      const captchaId = await storeCaptcha(context.db, answer, context.now());
      return commonOk({ captchaId, image: drawCaptcha(answer) });
    },
  });
}
