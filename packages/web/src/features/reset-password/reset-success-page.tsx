import { useSearchParams } from 'react-router-dom';
import { SubmittedCard } from '../../ui/submitted-card';
import { useResetPasswordText } from './messages';

/** 密码重置申请成功 (/resetSuccess): the application's number and the way back to sign-in. */
export function ResetSuccessPage() {
  const text = useResetPasswordText();
  const id = useSearchParams()[0].get('id');
  const lines = id ? [text('success.number', { id })] : [];
  return <SubmittedCard testId="reset-success" title={text('success.title')} body={text('success.body')} lines={lines} backLabel={text('success.login')} />;
}
