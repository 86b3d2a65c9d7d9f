import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = {
  /** info unless the note warns (a returned application) or reports a fault (a late arrival). */
  status?: 'info' | 'warning' | 'error';
  /** The space below it when a card follows. */
  mb?: string;
  testId?: string;
  children: ReactNode;
};

/** A line of information above a form or a record (what happens next, why it cannot be changed). */
export function InfoNote({ status = 'info', mb, testId, children }: Props) {
  return (
    <Alert.Root status={status} mb={mb} borderRadius="md" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}
