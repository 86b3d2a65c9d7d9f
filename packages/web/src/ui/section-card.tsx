import { Card, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card, the unit every page is built of. */
export function SectionCard({ title, actions, children, testId }: { title: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card.Root mb="4" data-testid={testId}>
      <Card.Header pb="2">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading size="md">{title}</Heading>
          {actions && <HStack gap="2">{actions}</HStack>}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
