import formbody from '@fastify/formbody';
import { DEFAULT_CIPHER_KEY } from '@portal/legacy-protocol';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { createSessionStore } from './auth/session-store';
import type { Db } from './db/database';
import { registerFallbacks } from './http/fallbacks';
import { registerPlatformSecret } from './http/platform-secret';
import { createForeground, registerForeground } from './http/foreground';
import { registerSessionGuard } from './http/session-guard';
import { registerUnlinkedSweep } from './resources/attachments/sweep';
import { UNLINKED_UPLOAD_LIMITS, type UnlinkedUploadLimits } from './resources/attachments/unlinked';
import { createOutboxSender, type SmsSender } from './resources/sms-codes/sender';
import { budgetedSender, DEFAULT_SMS_HOURLY_BUDGET } from './resources/sms-budget/budget';
import { invoicesAreSamples } from './resources/invoices/pdf';
import { paymentRoutes } from './resources/payments/routes';
import type { PaymentSetup } from './resources/payments/settings';
import { changeRoutes } from './resources/changes/routes';
import { smsBudgetRoutes } from './resources/sms-budget/routes';
import { registerChangeSweep } from './resources/changes/sweep';
import { RESOURCE_ROUTES } from './resource-routes';

/** JeeSite's default `session.sessionTimeout`. */
export const DEFAULT_SESSION_TIMEOUT_MS = 30 * 60 * 1000;

export type LegacyAppOptions = {
  db: Db;
  /** `shiro.loginSubmit.secretKey`: `thinkgem,jeesite,com` by default, or `Base64`. */
  cipherKey?: string;
  ssoSecret?: string;
  sessionTimeoutMs?: number;
  /** When set, only requests carrying it in `X-Platform-Secret` are answered (the gateway's). */
  platformSecret?: string;
  onboarding?: OnboardingOptions;
  /** Bounds and lifetime of files not yet linked to a record; UNLINKED_UPLOAD_LIMITS by default. */
  unlinkedUploads?: Partial<UnlinkedUploadLimits>;
  /** Fastify's log: off, `true` (info, on stdout), or a level, name and stream (the launcher's: LOG_LEVEL). */
  logger?: boolean | PlatformLogging;
  now?: () => Date;
  /** The payment provider and its keys, or `off` (not open); a sandbox with throwaway keys when absent (docs/payments.md). */
  payments?: PaymentSetup;
};

/**
 * Fastify's logger options: how much the platform logs, under which `name`, where, and how lines are
 * masked (the launcher passes the gateway's, which mask personal data in every line).
 */
export type PlatformLogging = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The onboarding settings: a fixed captcha answer (tests), the SMS sender and whether its demo outbox is readable. */
export type OnboardingOptions = {
  captchaFixedAnswer?: string;
  smsSender?: SmsSender;
  smsOutbox?: boolean;
  /** Texts the platform sends per Beijing hour (SMS_HOURLY_BUDGET; DEFAULT_SMS_HOURLY_BUDGET by default). */
  smsHourlyBudget?: number;
};

/** The platform's /a wire as a Fastify app over a migrated database, not yet listening. */
export async function buildLegacyApp(options: LegacyAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const foreground = createForeground();
  const smsHourlyBudget = options.onboarding?.smsHourlyBudget ?? DEFAULT_SMS_HOURLY_BUDGET;
  const context: AppContext = {
    db: options.db,
    sessions: createSessionStore(options.db, options.sessionTimeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS, now),
    cipherKey: options.cipherKey ?? DEFAULT_CIPHER_KEY,
    ssoSecret: options.ssoSecret || undefined,
    now,
    unlinkedUploads: { ...UNLINKED_UPLOAD_LIMITS, ...options.unlinkedUploads },
    captchaFixedAnswer: options.onboarding?.captchaFixedAnswer,
    sms: budgetedSender(options.onboarding?.smsSender ?? createOutboxSender(options.db, now), {
      db: options.db,
      now,
      budget: smsHourlyBudget,
      alarm: ({ hour, budget }) => app.log.error({ event: 'sms-budget-exhausted', hour: hour.toISOString(), budget }, 'the hourly SMS budget is spent: texts are refused until the next hour'),
    }),
    smsOutbox: options.onboarding?.smsOutbox ?? false,
    samples: invoicesAreSamples(options.payments),
    foreground,
  };
  const logging = options.logger === true ? {} : options.logger || undefined;
  const app = Fastify({
    logger: logging
      ? {
          // Query strings carry session ids (and, on a login by query, the credentials): log paths
          // only, unless the caller brings serializers of its own.
          serializers: {
            req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }),
          },
          ...logging,
        }
      : false,
    // One line per request, once answered (below), instead of Fastify's two: every line is work on
    // the one event loop that answers everyone (docs/performance.md, "Heavy work").
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (logging) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info({ req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
      done();
    });
  }
  registerPlatformSecret(app, options.platformSecret);
  registerForeground(app, foreground);
  await app.register(formbody);
  registerSessionGuard(app, context);
  registerFallbacks(app);
  for (const routes of RESOURCE_ROUTES) routes(app, context);
  paymentRoutes(app, context, { ...(options.payments ? { settings: options.payments } : {}), ...(options.platformSecret ? { platformSecret: options.platformSecret } : {}) });
  changeRoutes(app, context, options.platformSecret ? { platformSecret: options.platformSecret } : {});
  smsBudgetRoutes(app, context, { ...(options.platformSecret ? { platformSecret: options.platformSecret } : {}), budget: smsHourlyBudget });
  registerUnlinkedSweep(app, context);
  registerChangeSweep(app, context);
  return app;
}
