import { Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { UseControllerReturn } from 'react-hook-form';

/** Seconds until a code may be sent again, counting down once a second; set it from the send's answer. */
export function useResendCountdown(): [number, (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds];
}

/**
 * The input of a form's `smsCode`: digits only, the phone's one-time-code autofill, trimmed. Shared by
 * the public SMS code field (sms-code-field.tsx) and the signed-in mobile change's (features/me).
 */
export function SmsCodeInput({ field, size, placeholder }: { field: UseControllerReturn['field']; size: 'sm' | 'md'; placeholder: string }) {
  return (
    <Input
      ref={field.ref}
      size={size}
      name="smsCode"
      value={field.value ?? ''}
      maxLength={8}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={placeholder}
      onChange={(event) => field.onChange(event.target.value.trim())}
      onBlur={field.onBlur}
      flex="1"
    />
  );
}
