import { Button } from '@chakra-ui/react';
import { LuScrollText } from 'react-icons/lu';
import { useI18n } from '../i18n/i18n';
import { flowLogPath, type FlowLogType } from '../routes/paths';

/**
 * 流转日志: opens the printable circulation log of one record in a new window (docs/shell.md).
 * A plain link, so the browser's own new-window handling (and middle click) applies.
 */
export function FlowLogLink({ type, id }: { type: FlowLogType; id: string }) {
  const { t } = useI18n();
  return (
    <Button asChild size="sm" variant="outline" colorPalette="gray">
      <a href={flowLogPath(type, id)} target="_blank" rel="noopener" data-testid="flow-log-link">
        <LuScrollText /> {t('common.flowLog')}
      </a>
    </Button>
  );
}
