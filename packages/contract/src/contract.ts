import { initContract } from '@ts-rest/core';
import { problemResponses } from './common';
import { attachmentRoutes } from './routes/attachments';
import { constructionRecordRoutes } from './routes/construction-records';
import { dashboardRoutes, noticeRoutes } from './routes/dashboard';
import { conformityDeclarationRoutes, elevatorUseSignRoutes } from './routes/elevators';
import { equipmentRoutes } from './routes/equipment';
import { errorLogRoutes } from './routes/error-logs';
import { inspectionApplicationRoutes } from './routes/inspection-applications';
import {
  accountRegistrationRoutes,
  accountRoutes,
  passwordResetAuditRoutes,
} from './routes/institute';
import { maintenanceProjectRoutes } from './routes/maintenance-projects';
import { meRoutes } from './routes/me';
import { pipelineRoutes } from './routes/pipelines';
import { publicRoutes } from './routes/public';
import { reportRoutes } from './routes/reports';
import { faultRegistrationRoutes, rescueRegistrationRoutes } from './routes/rescue-faults';
import {
  interactionRoutes,
  invoiceRoutes,
  reissueApplicationRoutes,
} from './routes/self-service';
import { sessionRoutes } from './routes/session';
import { terminationRoutes } from './routes/terminations';
import { unitRoutes } from './routes/unit';
import { useRegistrationRoutes } from './routes/use-registrations';
import { workerRoutes } from './routes/workers';

const c = initContract();

/** The clean API at /api/v1. Every route answers the problem responses besides its own. */
export const contract = c.router(
  {
    session: sessionRoutes,
    me: meRoutes,
    unit: unitRoutes,
    errorLogs: errorLogRoutes,
    common: publicRoutes,
    attachments: attachmentRoutes,
    dashboard: dashboardRoutes,
    notices: noticeRoutes,
    equipment: equipmentRoutes,
    pipelines: pipelineRoutes,
    constructionRecords: constructionRecordRoutes,
    useRegistrations: useRegistrationRoutes,
    workers: workerRoutes,
    inspectionApplications: inspectionApplicationRoutes,
    reports: reportRoutes,
    interactions: interactionRoutes,
    invoices: invoiceRoutes,
    reissueApplications: reissueApplicationRoutes,
    conformityDeclarations: conformityDeclarationRoutes,
    elevatorUseSigns: elevatorUseSignRoutes,
    rescueRegistrations: rescueRegistrationRoutes,
    faultRegistrations: faultRegistrationRoutes,
    terminations: terminationRoutes,
    maintenanceProjects: maintenanceProjectRoutes,
    accountRegistrations: accountRegistrationRoutes,
    accounts: accountRoutes,
    passwordResetAudits: passwordResetAuditRoutes,
  },
  { strictStatusCodes: true, commonResponses: problemResponses },
);
export type Contract = typeof contract;
