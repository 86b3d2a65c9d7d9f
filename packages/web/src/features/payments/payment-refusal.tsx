import { Alert } from '@chakra-ui/react';
import { toCallFailure } from '../../api/problem';

/**
 * Why a payment cannot be started, when trying again cannot change it: a 409, e.g. online payment
 * not open (no provider configured, docs/payments.md), already paid, not awaiting payment. Null for
 * anything else (those stay a toast, and the button stays).
 */
export function standingRefusal(error: unknown): string | null {
  const failure = toCallFailure(error);
  return failure.status === 409 ? (failure.detail ?? failure.title ?? null) : null;
}

/** The refusal in place of the QR code and the pay button. */
export function PaymentRefusedNote({ text }: { text: string }) {
  return (
    <Alert.Root status="warning" borderRadius="md" data-testid="pay-refused">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}
