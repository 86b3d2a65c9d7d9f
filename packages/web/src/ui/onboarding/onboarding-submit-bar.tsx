import { Button, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

type OnboardingSubmitBarProps = { toLoginText: string; submitText: string; pending: boolean; testId: string };

/** The foot of a form sent before signing in (注册, 找回密码): back to the login page, and the form's submit. */
export function OnboardingSubmitBar({ toLoginText, submitText, pending, testId }: OnboardingSubmitBarProps) {
  return (
    <HStack justify="space-between" mt="2">
      <Link to="/login">
        <Text as="span" color="blue.600" fontSize="sm">
          {toLoginText}
        </Text>
      </Link>
      <Button colorPalette="blue" type="submit" loading={pending} data-testid={testId}>
        {submitText}
      </Button>
    </HStack>
  );
}
