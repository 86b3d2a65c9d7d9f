import formbody from '@fastify/formbody';
import { DEFAULT_CIPHER_KEY } from '@portal/legacy-protocol';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { createSessionStore } from './auth/session-store';
import type { Db } from './db/database';
import { registerFallbacks } from './http/fallbacks';
import { registerPlatformSecret } from './http/platform-secret';
import { registerSessionGuard } from './http/session-guard';
import { healthRoutes } from './http/health';
import { accountRoutes } from './resources/accounts/routes';
import { attachmentRoutes } from './resources/attachments/routes';
import { registerUnlinkedSweep } from './resources/attachments/sweep';
import { UNLINKED_UPLOAD_LIMITS, type UnlinkedUploadLimits } from './resources/attachments/unlinked';
import { captchaRoutes } from './resources/captcha/routes';
import { createOutboxSender, type SmsSender } from './resources/sms-codes/sender';
import { smsCodeRoutes } from './resources/sms-codes/routes';
import { accountRegistrationRoutes } from './resources/account-registrations/routes';
import { constructionRecordRoutes } from './resources/construction-records/routes';
import { dashboardRoutes } from './resources/dashboard/routes';
import { equipmentRoutes } from './resources/equipment/routes';
import { errorLogRoutes } from './resources/error-logs/routes';
import { meRoutes } from './resources/me/routes';
import { noticeRoutes } from './resources/notices/routes';
import { passwordResetRoutes } from './resources/password-reset-applications/routes';
import { pipelineRoutes } from './resources/pipelines/routes';
import { sessionRoutes } from './resources/session/routes';
import { unitRoutes } from './resources/unit/routes';
import { useRegistrationRoutes } from './resources/use-registrations/routes';
import { workerRoutes } from './resources/workers/routes';
import { inspectionApplicationRoutes } from './resources/inspection-applications/routes';
import { paymentRoutes } from './resources/payments/routes';
import { invoiceRoutes } from './resources/invoices/routes';
import type { PaymentSetup } from './resources/payments/settings';
import { inspectionProcessingRoutes } from './resources/inspection-processing/routes';
import { reissueApplicationRoutes } from './resources/reissue-applications/routes';
import { reportRoutes } from './resources/reports/routes';
import { elevatorUseSignRoutes } from './resources/elevator-use-signs/routes';
import { conformityDeclarationRoutes } from './resources/conformity-declarations/routes';
import { rescueRegistrationRoutes } from './resources/rescue-registrations/routes';
import { faultRegistrationRoutes } from './resources/fault-registrations/routes';
import { terminationRoutes } from './resources/terminations/routes';
import { interactionRoutes } from './resources/interactions/routes';
import { maintenanceProjectRoutes } from './resources/maintenance-projects/routes';
import { changeRoutes } from './resources/changes/routes';
import { registerChangeSweep } from './resources/changes/sweep';

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
export type OnboardingOptions = { captchaFixedAnswer?: string; smsSender?: SmsSender; smsOutbox?: boolean };

/** The platform's /a wire as a Fastify app over a migrated database, not yet listening. */
export async function buildLegacyApp(options: LegacyAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const context: AppContext = {
    db: options.db,
    sessions: createSessionStore(options.db, options.sessionTimeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS, now),
    cipherKey: options.cipherKey ?? DEFAULT_CIPHER_KEY,
    ssoSecret: options.ssoSecret || undefined,
    now,
    unlinkedUploads: { ...UNLINKED_UPLOAD_LIMITS, ...options.unlinkedUploads },
    captchaFixedAnswer: options.onboarding?.captchaFixedAnswer,
    sms: options.onboarding?.smsSender ?? createOutboxSender(options.db, now),
    smsOutbox: options.onboarding?.smsOutbox ?? false,
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
  });
  registerPlatformSecret(app, options.platformSecret);
  await app.register(formbody);
  registerSessionGuard(app, context);
  registerFallbacks(app);
  healthRoutes(app, context);
  sessionRoutes(app, context);
  meRoutes(app, context);
  unitRoutes(app, context);
  errorLogRoutes(app, context);
  attachmentRoutes(app, context);
  useRegistrationRoutes(app, context);
  noticeRoutes(app, context);
  dashboardRoutes(app, context);
  equipmentRoutes(app, context);
  pipelineRoutes(app, context);
  constructionRecordRoutes(app, context);
  captchaRoutes(app, context);
  smsCodeRoutes(app, context);
  accountRegistrationRoutes(app, context);
  workerRoutes(app, context);
  passwordResetRoutes(app, context);
  accountRoutes(app, context);
  inspectionApplicationRoutes(app, context);
  paymentRoutes(app, context, { ...(options.payments ? { settings: options.payments } : {}), ...(options.platformSecret ? { platformSecret: options.platformSecret } : {}) });
  invoiceRoutes(app, context);
  inspectionProcessingRoutes(app, context);
  reportRoutes(app, context);
  elevatorUseSignRoutes(app, context);
  conformityDeclarationRoutes(app, context);
  reissueApplicationRoutes(app, context);
  rescueRegistrationRoutes(app, context);
  faultRegistrationRoutes(app, context);
  terminationRoutes(app, context);
  interactionRoutes(app, context);
  maintenanceProjectRoutes(app, context);
  changeRoutes(app, context, options.platformSecret ? { platformSecret: options.platformSecret } : {});
  registerUnlinkedSweep(app, context);
  registerChangeSweep(app, context);
  return app;
}
