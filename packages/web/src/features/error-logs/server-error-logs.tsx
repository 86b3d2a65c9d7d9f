import { Center } from '@chakra-ui/react';
import type { ZErrorLogQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { tsr } from '../../api/client';
import { errorLogKeys } from '../../api/queries/error-logs';
import { useI18n, type UiKey } from '../../i18n/i18n';
import { defineList, listFrame, ListPage, useListQuery, type FilterDef } from '../../ui/list-page';
import { ERROR_COLUMNS } from './error-table';

type ErrorLogQuery = z.input<typeof ZErrorLogQuerySchema>;

const FILTERS: readonly FilterDef<'from' | 'to', UiKey>[] = [{ kind: 'dateRange', from: 'from', to: 'to', label: 'errorLog.date' }];

const ERROR_LOG_LIST = defineList<ErrorLogQuery, 'from' | 'to', UiKey>({ filters: FILTERS, pageSize: 10 });

/** This user's reported errors from the server, paged and filtered by date, state in the URL. */
export function ServerErrorLogs() {
  const { t } = useI18n();
  const { list, result } = useListQuery(ERROR_LOG_LIST, tsr.errorLogs.list, errorLogKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t)}
      columns={ERROR_COLUMNS}
      empty={
        <Center py="10" color="gray.500" fontSize="sm" borderWidth="1px" borderRadius="md" data-testid="error-log-empty">
          {t('errorLog.empty')}
        </Center>
      }
    />
  );
}
