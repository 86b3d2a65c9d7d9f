import { PublicFrame } from '../../ui/public-frame';
import { useResetPasswordText } from './messages';
import { ResetPasswordPage } from './reset-password-page';
import { ResetSuccessPage } from './reset-success-page';

/** /resetPassword in its public frame. */
export function ResetPasswordRoute() {
  const text = useResetPasswordText();
  return (
    <PublicFrame title={text('page.title')}>
      <ResetPasswordPage />
    </PublicFrame>
  );
}

/** /resetSuccess in its public frame. */
export function ResetSuccessRoute() {
  const text = useResetPasswordText();
  return (
    <PublicFrame title={text('success.title')}>
      <ResetSuccessPage />
    </PublicFrame>
  );
}
