import { Box, Flex, IconButton } from '@chakra-ui/react';
import { LuBug } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useErrorEntries } from '../../errors/error-store';
import { useI18n } from '../../i18n/i18n';
import { Tooltip } from '../../ui/tooltip';
import { headerButtonStyle } from './header-style';

/** Errors of this browser session; opens the error-log page. */
export function ErrorBadge() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const count = useErrorEntries().length;
  const label = count > 0 ? t('header.errorCount', { count }) : t('header.errorLog');
  return (
    <Box position="relative">
      <Tooltip content={label}>
        <IconButton
          aria-label={label}
          onClick={() => navigate('/error_logger_page')}
          data-testid="error-badge"
          {...headerButtonStyle}
        >
          <LuBug />
        </IconButton>
      </Tooltip>
      {count > 0 && (
        <Flex
          position="absolute"
          top="0.5"
          right="0.5"
          minW="4"
          h="4"
          px="1"
          align="center"
          justify="center"
          borderRadius="full"
          bg="red.500"
          color="white"
          fontSize="2xs"
          fontWeight="bold"
          lineHeight="1"
          pointerEvents="none"
          boxShadow="0 0 0 2px var(--chakra-colors-brand-header)"
          data-testid="error-count"
        >
          {count > 99 ? '99+' : count}
        </Flex>
      )}
    </Box>
  );
}
