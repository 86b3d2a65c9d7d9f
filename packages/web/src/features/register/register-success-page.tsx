import { useSearchParams } from 'react-router-dom';
import { SubmittedCard } from '../../ui/submitted-card';
import { useRegisterText } from './messages';

/** 注册申请成功: the application's reference number and time, and the way back to sign-in. */
export function RegisterSuccessPage() {
  const text = useRegisterText();
  const [params] = useSearchParams();
  const no = params.get('no');
  const time = params.get('time');
  const lines = [...(no ? [text('success.number', { no })] : []), ...(time ? [text('success.time', { time })] : [])];
  return <SubmittedCard testId="register-success" title={text('success.title')} body={text('success.body')} lines={lines} backLabel={text('success.login')} />;
}
