import { PublicFrame } from '../../ui/public-frame';
import { useRegisterText } from './messages';
import { RegisterPage } from './register-page';
import { RegisterSuccessPage } from './register-success-page';

/** /register in its public frame. */
export function RegisterRoute() {
  const text = useRegisterText();
  return (
    <PublicFrame title={text('page.title')}>
      <RegisterPage />
    </PublicFrame>
  );
}

/** /register-success in its public frame. */
export function RegisterSuccessRoute() {
  const text = useRegisterText();
  return (
    <PublicFrame title={text('page.title')}>
      <RegisterSuccessPage />
    </PublicFrame>
  );
}
