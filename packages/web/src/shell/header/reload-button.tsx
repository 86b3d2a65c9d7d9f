import { IconButton } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { LuRotateCw } from 'react-icons/lu';
import { isOutsideSession } from '../../api/queries/session';
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
    void client.invalidateQueries({ predicate: isOutsideSession });
  };
  return (
    <Tooltip content={t('header.reload')}>
      <IconButton aria-label={t('header.reload')} onClick={reload} data-testid="reload-view" {...headerButtonStyle}>
        <LuRotateCw />
      </IconButton>
    </Tooltip>
  );
}
