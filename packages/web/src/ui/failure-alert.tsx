import { Alert, Button, Stack } from '@chakra-ui/react';
import { LuRotateCw } from 'react-icons/lu';

type FailureAlertProps = { title: string; text: string; againLabel: string; onAgain: () => void; testId: string };

/** Something that failed to show, why, and a button to try again: a failed query and a failed page alike. */
export function FailureAlert({ title, text, againLabel, onAgain, testId }: FailureAlertProps) {
  return (
    <Alert.Root status="error" borderRadius="md" data-testid={testId}>
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Stack>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onAgain} alignSelf="center">
        <LuRotateCw /> {againLabel}
      </Button>
    </Alert.Root>
  );
}
