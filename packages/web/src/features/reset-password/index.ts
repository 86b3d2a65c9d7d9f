export { ResetPasswordRoute, ResetSuccessRoute } from './reset-password-pages';
