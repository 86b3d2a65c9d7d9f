import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { healthRoutes } from './http/health';
import { accountRegistrationRoutes } from './resources/account-registrations/routes';
import { accountRoutes } from './resources/accounts/routes';
import { attachmentRoutes } from './resources/attachments/routes';
import { captchaRoutes } from './resources/captcha/routes';
import { conformityDeclarationRoutes } from './resources/conformity-declarations/routes';
import { constructionRecordRoutes } from './resources/construction-records/routes';
import { dashboardRoutes } from './resources/dashboard/routes';
import { elevatorUseSignRoutes } from './resources/elevator-use-signs/routes';
import { equipmentRoutes } from './resources/equipment/routes';
import { errorLogRoutes } from './resources/error-logs/routes';
import { inspectionApplicationRoutes } from './resources/inspection-applications/routes';
import { inspectionProcessingRoutes } from './resources/inspection-processing/routes';
import { interactionRoutes } from './resources/interactions/routes';
import { invoiceRoutes } from './resources/invoices/routes';
import { meRoutes } from './resources/me/routes';
import { noticeRoutes } from './resources/notices/routes';
import { passwordResetRoutes } from './resources/password-reset-applications/routes';
import { pipelineRoutes } from './resources/pipelines/routes';
import { reissueApplicationRoutes } from './resources/reissue-applications/routes';
import { reportRoutes } from './resources/reports/routes';
import { sessionRoutes } from './resources/session/routes';
import { smsCodeRoutes } from './resources/sms-codes/routes';
import { unitRoutes } from './resources/unit/routes';
import { useRegistrationRoutes } from './resources/use-registrations/routes';
import { workerRoutes } from './resources/workers/routes';
import { SERVICE_KIND_SERVERS } from './service-kinds';

export type ResourceRoutes = (app: FastifyInstance, context: AppContext) => void;

/**
 * The routes of every resource the platform serves, in one table: a new resource is one line here
 * (CONTRIBUTING.md, "Add a resource through all layers"), a new service kind one entry in
 * service-kinds.ts. Payments and the change feed take the app's options, so app.ts registers them.
 */
export const RESOURCE_ROUTES: readonly ResourceRoutes[] = [
  healthRoutes,
  sessionRoutes,
  meRoutes,
  unitRoutes,
  errorLogRoutes,
  attachmentRoutes,
  useRegistrationRoutes,
  noticeRoutes,
  dashboardRoutes,
  equipmentRoutes,
  pipelineRoutes,
  constructionRecordRoutes,
  captchaRoutes,
  smsCodeRoutes,
  accountRegistrationRoutes,
  workerRoutes,
  passwordResetRoutes,
  accountRoutes,
  inspectionApplicationRoutes,
  invoiceRoutes,
  inspectionProcessingRoutes,
  reportRoutes,
  elevatorUseSignRoutes,
  conformityDeclarationRoutes,
  reissueApplicationRoutes,
  ...Object.values(SERVICE_KIND_SERVERS).map((server) => server.routes),
  interactionRoutes,
];
