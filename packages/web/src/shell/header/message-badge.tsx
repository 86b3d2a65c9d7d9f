import { Box, IconButton } from '@chakra-ui/react';
import type { CurrentUser } from '@portal/contract';
import { LuBell } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { messageSide } from '../../features/interactions/message-side';
import { useInteractionText } from '../../features/interactions/messages';
import { useUnreadCount } from '../../features/interactions/use-unread-count';
import { MESSAGE_PAGE_PATH } from '../../routes/paths';
import { Tooltip } from '../../ui/tooltip';
import { HeaderCount } from './header-count';
import { headerButtonStyle } from './header-style';

/** The bell: the role's unread messages (polled each minute, none asked for without a side); opens the message page. */
export function MessageBadge({ user }: { user: CurrentUser }) {
  const t = useInteractionText();
  const navigate = useNavigate();
  const count = useUnreadCount(messageSide(user.menuIds));
  const label = count > 0 ? t('header.unread', { count }) : t('header.message');
  return (
    <Box position="relative">
      <Tooltip content={label}>
        <IconButton aria-label={label} onClick={() => navigate(MESSAGE_PAGE_PATH)} data-testid="message-badge" {...headerButtonStyle}>
          <LuBell />
        </IconButton>
      </Tooltip>
      <HeaderCount count={count} testId="message-count" />
    </Box>
  );
}
