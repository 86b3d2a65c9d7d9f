import { useSearchParams } from 'react-router-dom';
import { SubmittedCard } from '../../ui/submitted-card';
import { useResetPasswordText } from './messages';

/** 密码重置申请成功 (/resetSuccess): the application's reference number and the way back to sign-in. */
export function ResetSuccessPage() {
  const text = useResetPasswordText();
  const no = useSearchParams()[0].get('no');
  const lines = no ? [text('success.number', { no })] : [];
  return <SubmittedCard testId="reset-success" title={text('success.title')} body={text('success.body')} lines={lines} backLabel={text('success.login')} />;
}
