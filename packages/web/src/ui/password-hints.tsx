import { Box, List } from '@chakra-ui/react';
import { passwordHints } from '@portal/contract';
import { LuCircleCheck } from 'react-icons/lu';
import { useI18n } from '../i18n/i18n';

/** The password rule as a list of hints, under a form that sets a new password. */
export function PasswordHints() {
  const { locale } = useI18n();
  return (
    <Box bg="blue.50" borderRadius="md" px="4" py="3" data-testid="password-hints">
      <List.Root gap="1" variant="plain" fontSize="sm" color="blue.900">
        {passwordHints(locale).map((hint) => (
          <List.Item key={hint} alignItems="center">
            <List.Indicator asChild color="blue.500">
              <LuCircleCheck />
            </List.Indicator>
            {hint}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
