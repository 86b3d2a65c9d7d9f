import { Box, Button, HStack } from '@chakra-ui/react';
import { isMobile, message, type SMS_PURPOSES } from '@portal/contract';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { quietClient } from '../../api/client';
import { problemText } from '../../lib/problem-text';
import { FormField } from '../form';
import { useBoundField } from '../form/use-bound-field';
import { notify } from '../toaster';
import { CAPTCHA_RENEW_EVENT } from './captcha-field';
import { useHumanCheck } from './human-check';
import { useOnboardingText } from './messages';
import { SmsCodeInput, useResendCountdown } from './sms-code-input';

type Purpose = (typeof SMS_PURPOSES)[number];

/**
 * The SMS code of a public form (`smsCode`), with the button that sends one to the form's
 * `mobile` once the captcha (`captchaId`, `captchaCode`) is typed. The gateway's refusals land on
 * their fields (a wrong captcha on the captcha, the cooldown on the mobile); the captcha is used
 * up by every try, so a new one is drawn after each. Every send also carries a solved proof-of-work
 * challenge (`altcha`, human-check.ts): the button says so while the browser works on it.
 */
export function SmsCodeField({ purpose, label }: { purpose: Purpose; label?: string }) {
  const text = useOnboardingText();
  const { getValues, setError, clearErrors } = useFormContext();
  const { field, error, required } = useBoundField('smsCode');
  const [seconds, setSeconds] = useResendCountdown();
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const solve = useHumanCheck();
  const widgetHost = useRef<HTMLDivElement>(null);

  const send = async () => {
    const [mobile, captchaId, captchaCode] = getValues(['mobile', 'captchaId', 'captchaCode']) as [string, string, string];
    if (!isMobile(mobile ?? '')) {
      setError('mobile', { type: 'server', message: mobile ? message('mobile') : text('mobileFirst') }, { shouldFocus: true });
      return;
    }
    if (!captchaCode) {
      setError('captchaCode', { type: 'server', message: message('captchaRequired') }, { shouldFocus: true });
      return;
    }
    // No image yet (the next one still loading, or none could be fetched): nothing to check the typed text against.
    if (!captchaId) {
      setError('captchaCode', { type: 'server', message: text('captchaNotReady') }, { shouldFocus: true });
      return;
    }
    setSending(true);
    try {
      setChecking(true);
      const altcha = widgetHost.current ? await solve(widgetHost.current) : null;
      setChecking(false);
      if (!altcha) {
        notify('error', text('humanCheckFailed'));
        return;
      }
      const answer = await quietClient.public.sendSmsCode({ body: { mobile, purpose, captchaId: captchaId ?? '', captchaCode, altcha } });
      if (answer.status === 202) {
        clearErrors(['mobile', 'captchaCode']);
        setSeconds(answer.body.resendAfterSeconds);
        notify('success', text('codeSent', { mobile: answer.body.maskedMobile }));
        return;
      }
      const problem = answer.body as { errors?: { path: string; message: string }[] };
      const fieldErrors = problem.errors ?? [];
      fieldErrors.forEach((fieldError, index) => setError(fieldError.path, { type: 'server', message: fieldError.message }, { shouldFocus: index === 0 }));
      if (fieldErrors.length === 0) notify('error', problemText({ status: answer.status, body: answer.body }, text('sendFailed')));
    } catch {
      notify('error', text('sendFailed'));
    } finally {
      setChecking(false);
      setSending(false);
      window.dispatchEvent(new Event(CAPTCHA_RENEW_EVENT));
    }
  };

  return (
    <FormField label={label ?? text('smsCode')} required={required} error={error}>
      <HStack gap="3" w="full">
        <SmsCodeInput field={field} size="sm" placeholder={text('smsCodePlaceholder')} />
        <Button
          size="sm"
          variant="outline"
          minW="120px"
          disabled={seconds > 0}
          loading={sending}
          loadingText={checking ? text('humanChecking') : undefined}
          onClick={() => void send()}
          data-testid="send-sms-code"
        >
          {seconds > 0 ? text('resendIn', { seconds }) : text('sendCode')}
        </Button>
        {/* The invisible proof-of-work widget works here while a send is prepared. */}
        <Box ref={widgetHost} display="none" aria-hidden />
      </HStack>
    </FormField>
  );
}
