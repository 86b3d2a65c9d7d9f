import { chakra, HStack, Image, Input, Spinner } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { quietClient } from '../../api/client';
import { FormField } from '../form';
import { useBoundField } from '../form/use-bound-field';
import { useOnboardingText } from './messages';

export type Captcha = { captchaId: string; image: string } | null;

/** A captcha from the gateway; `refresh` fetches another (each one answers once). */
export function useCaptcha(): { captcha: Captcha; loading: boolean; refresh: () => Promise<string | null> } {
  const [captcha, setCaptcha] = useState<Captcha>(null);
  const [loading, setLoading] = useState(false);
  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await quietClient.public.captcha();
      if (answer.status !== 200) return null;
      setCaptcha(answer.body);
      return answer.body.captchaId;
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, loading, refresh };
}

/** Renews the captcha of a form: set by CaptchaField, used by SmsCodeField after each try. */
export const CAPTCHA_RENEW_EVENT = 'portal:captcha-renew';

/**
 * The image captcha of a public form: the form's `captchaId` (hidden) and `captchaCode` (typed).
 * A click on the image, or any try that used it up (SmsCodeField fires CAPTCHA_RENEW_EVENT on
 * the form element), brings a new one and clears what was typed. Until it has come, `captchaId`
 * is empty.
 */
export function CaptchaField({ label }: { label?: string }) {
  const text = useOnboardingText();
  const { setValue } = useFormContext();
  const { field, error, required } = useBoundField('captchaCode');
  const { captcha, loading, refresh } = useCaptcha();

  const renew = useCallback(async () => {
    // The used-up id goes at once: a send while the next one loads must not carry it (SmsCodeField).
    setValue('captchaId', '');
    setValue('captchaCode', '');
    const id = await refresh();
    setValue('captchaId', id ?? '');
  }, [refresh, setValue]);

  useEffect(() => {
    setValue('captchaId', captcha?.captchaId ?? '');
  }, [captcha, setValue]);

  useEffect(() => {
    const onRenew = () => void renew();
    window.addEventListener(CAPTCHA_RENEW_EVENT, onRenew);
    return () => window.removeEventListener(CAPTCHA_RENEW_EVENT, onRenew);
  }, [renew]);

  return (
    <FormField label={label ?? text('captcha')} required={required} error={error}>
      <HStack gap="3" w="full">
        <Input
          ref={field.ref}
          size="sm"
          name="captchaCode"
          value={field.value ?? ''}
          maxLength={8}
          placeholder={text('captchaPlaceholder')}
          autoComplete="off"
          onChange={(event) => field.onChange(event.target.value.toUpperCase())}
          onBlur={field.onBlur}
          flex="1"
        />
        <chakra.button
          type="button"
          title={text('captchaRefresh')}
          aria-label={text('captchaRefresh')}
          onClick={() => void renew()}
          w="120px"
          h="40px"
          flexShrink={0}
          borderWidth="1px"
          borderRadius="sm"
          overflow="hidden"
          display="flex"
          alignItems="center"
          justifyContent="center"
          cursor="pointer"
          data-testid="captcha-image"
        >
          {captcha && !loading ? <Image src={captcha.image} alt={text('captcha')} w="120px" h="40px" /> : <Spinner size="sm" aria-label={text('captchaLoading')} />}
        </chakra.button>
      </HStack>
    </FormField>
  );
}
