import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A line of information above a form or a record (what happens next, why it cannot be changed). */
export function InfoNote({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="info" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}
