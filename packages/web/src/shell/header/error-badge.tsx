import { Box, IconButton } from '@chakra-ui/react';
import { LuBug } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useErrorEntries } from '../../errors/error-store';
import { useI18n } from '../../i18n/i18n';
import { Tooltip } from '../../ui/tooltip';
import { HeaderCount } from './header-count';
import { headerButtonStyle } from './header-style';

/** Errors of this browser session; opens the error-log page. A phone shows it only once there are errors (the user menu has 错误日志). */
export function ErrorBadge() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const count = useErrorEntries().length;
  const label = count > 0 ? t('header.errorCount', { count }) : t('header.errorLog');
  return (
    <Box position="relative" display={{ base: count > 0 ? 'block' : 'none', md: 'block' }}>
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
      <HeaderCount count={count} testId="error-count" />
    </Box>
  );
}
