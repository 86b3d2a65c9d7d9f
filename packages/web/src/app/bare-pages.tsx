import { lazyPage, type PageRegistry } from './lazy-page';

const errorPages = () => import('../features/error-pages/error-pages');

/**
 * The page each route without the shell renders (`layout: 'bare'`: the login page, the other
 * public pages, the error pages), by route name. These are in the entry chunk, so that the login
 * page starts loading with the first script; the pages in the shell are in page-registry.tsx, a
 * chunk of its own.
 */
export const BARE_PAGES: PageRegistry = {
  login: lazyPage(() => import('../features/login/login-page').then((m) => m.LoginPage), 'LoginPage'),
  ssologin: lazyPage(() => import('../features/sso-login/sso-login-page').then((m) => m.SsoLoginPage), 'SsoLoginPage'),
  register: lazyPage(() => import('../features/register/register-pages').then((m) => m.RegisterRoute), 'RegisterRoute'),
  'register-success': lazyPage(() => import('../features/register/register-pages').then((m) => m.RegisterSuccessRoute), 'RegisterSuccessRoute'),
  resetPassword: lazyPage(() => import('../features/reset-password/reset-password-pages').then((m) => m.ResetPasswordRoute), 'ResetPasswordRoute'),
  resetSuccess: lazyPage(() => import('../features/reset-password/reset-password-pages').then((m) => m.ResetSuccessRoute), 'ResetSuccessRoute'),
  attachmentUploadMobile: lazyPage(
    () => import('../features/attachment-upload-mobile/attachment-upload-mobile-page').then((m) => m.AttachmentUploadMobilePage),
    'AttachmentUploadMobilePage',
  ),
  'sms-outbox': lazyPage(() => import('../features/sms-outbox/sms-outbox-page').then((m) => m.SmsOutboxPage), 'SmsOutboxPage'),
  'flowLog-single': lazyPage(() => import('../features/flow-log/flow-log-page').then((m) => m.FlowLogPage), 'FlowLogPage'),
  error_401: lazyPage(() => errorPages().then((m) => m.ErrorPage401), 'ErrorPage401'),
  error_404: lazyPage(() => errorPages().then((m) => m.ErrorPage404), 'ErrorPage404'),
  error_500: lazyPage(() => errorPages().then((m) => m.ErrorPage500), 'ErrorPage500'),
  onlineApply: lazyPage(() => import('../features/inspection-applications/public/online-apply-public-page').then((m) => m.OnlineApplyPublicPage), 'OnlineApplyPublicPage'),
  'pay-codeWW': lazyPage(() => import('../features/payments/pay-public-page').then((m) => m.PayPublicPage), 'PayPublicPage'),
  'elevator-status': lazyPage(() => import('../features/elevator-use-signs/elevator-status-page').then((m) => m.ElevatorStatusPage), 'ElevatorStatusPage'),
  'verify-report': lazyPage(() => import('../features/reports/report-verification-page').then((m) => m.ReportVerificationPage), 'ReportVerificationPage'),
};
