import { Button, Card, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';

/**
 * What a public application page shows once it was filed: a tick, the title and what happens next,
 * the lines that identify the application (its number, its time), and the way back to sign-in.
 */
export function SubmittedCard(props: { testId: string; title: string; body: string; lines: ReactNode[]; backLabel: string }) {
  const navigate = useNavigate();
  return (
    <Card.Root maxW="xl" mx="auto" data-testid={props.testId}>
      <Card.Body>
        <VStack gap="4" py="6" textAlign="center">
          <LuCircleCheck size={56} color="var(--chakra-colors-green-500)" />
          <Text fontSize="xl" fontWeight="semibold">
            {props.title}
          </Text>
          <Text color="gray.600">{props.body}</Text>
          {props.lines.map((line, index) => (
            <Text key={index} fontSize="sm">
              {line}
            </Text>
          ))}
          <Button colorPalette="blue" onClick={() => navigate('/login', { replace: true })}>
            {props.backLabel}
          </Button>
        </VStack>
      </Card.Body>
    </Card.Root>
  );
}
