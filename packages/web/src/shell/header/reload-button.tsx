import { IconButton } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { LuRotateCw } from 'react-icons/lu';
import { SESSION_QUERY_KEY } from '../../app/query-client';
import { useI18n } from '../../i18n/i18n';
import { Tooltip } from '../../ui/tooltip';
import { reloadTag } from '../kept-alive/reload-store';
import { headerButtonStyle } from './header-style';

/** Reloads the current view: its page remounts and its data is fetched again. */
export function ReloadButton({ tagKey }: { tagKey: string }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const reload = () => {
    reloadTag(tagKey);
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  };
  return (
    <Tooltip content={t('header.reload')}>
      <IconButton aria-label={t('header.reload')} onClick={reload} data-testid="reload-view" {...headerButtonStyle}>
        <LuRotateCw />
      </IconButton>
    </Tooltip>
  );
}
