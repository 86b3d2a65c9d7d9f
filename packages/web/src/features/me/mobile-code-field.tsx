import { Button, HStack } from '@chakra-ui/react';
import { isMobile, message } from '@portal/contract';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { quietClient } from '../../api/client';
import { problemFieldErrors, problemText } from '../../lib/problem-text';
import { FormField } from '../../ui/form';
import { useBoundField } from '../../ui/form/use-bound-field';
import { notify } from '../../ui/toaster';
import { useMeText } from './messages';
import { useOnboardingText } from '../../ui/onboarding/messages';
import { SmsCodeInput, useResendCountdown } from '../../ui/onboarding/sms-code-input';

/**
 * The SMS code of a mobile change (`smsCode`), with the button that sends one to the form's new
 * `mobile` through the signed-in route (the session is the gate, no captcha; the public
 * onboarding field is `ui/onboarding/sms-code-field.tsx`). Refusals land on the mobile field; a
 * 429 counts down its Retry-After.
 */
export function MobileCodeField() {
  const text = useMeText();
  const sms = useOnboardingText();
  const { getValues, setError, clearErrors } = useFormContext();
  const { field, error } = useBoundField('smsCode');
  const [seconds, setSeconds] = useResendCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const mobile = String(getValues('mobile') ?? '');
    if (!isMobile(mobile)) {
      setError('mobile', { type: 'server', message: mobile ? message('mobile') : text('mobileFirst') }, { shouldFocus: true });
      return;
    }
    setSending(true);
    try {
      const answer = await quietClient.me.sendMobileCode({ body: { mobile } });
      if (answer.status === 202) {
        clearErrors('mobile');
        setSeconds(answer.body.resendAfterSeconds);
        notify('success', sms('codeSent', { mobile: answer.body.maskedMobile }));
        return;
      }
      const retryAfter = Number(answer.headers.get('retry-after'));
      if (answer.status === 429 && retryAfter > 0 && retryAfter <= 120) setSeconds(retryAfter);
      const fieldErrors = Object.entries(problemFieldErrors(answer));
      fieldErrors.forEach(([path, fieldMessage], index) => setError(path, { type: 'server', message: fieldMessage }, { shouldFocus: index === 0 }));
      if (fieldErrors.length === 0) notify('error', problemText({ status: answer.status, body: answer.body }, sms('sendFailed')));
    } catch {
      notify('error', sms('sendFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <FormField label={sms('smsCode')} required error={error}>
      <HStack gap="3" w="full">
        <SmsCodeInput field={field} size="md" placeholder={sms('smsCodePlaceholder')} />
        <Button size="md" variant="outline" minW="132px" disabled={seconds > 0} loading={sending} onClick={() => void send()} data-testid="send-mobile-code">
          {seconds > 0 ? sms('resendIn', { seconds }) : sms('sendCode')}
        </Button>
      </HStack>
    </FormField>
  );
}
