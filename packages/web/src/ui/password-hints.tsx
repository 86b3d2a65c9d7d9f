import { Box, List, Text } from '@chakra-ui/react';
import { passwordHints } from '@portal/contract';
import { LuCircleCheck } from 'react-icons/lu';
import { useI18n } from '../i18n/i18n';

type PasswordHintsProps = {
  /** A line above the hints (密码规则). */
  heading?: string;
  /** Space above the box where it follows a grid of fields. */
  mt?: string;
};

/** The password rule as a list of hints, under a form that sets a new password. */
export function PasswordHints({ heading, mt }: PasswordHintsProps) {
  const { locale } = useI18n();
  return (
    <Box bg="blue.50" borderRadius="md" px="4" py="3" mt={mt} data-testid="password-hints">
      {heading && (
        <Text fontSize="sm" fontWeight="medium" color="blue.800" mb="1">
          {heading}
        </Text>
      )}
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
