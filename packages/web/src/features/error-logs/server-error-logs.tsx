import { Button, Center, Field, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { tsr } from '../../api/client';
import { useI18n } from '../../i18n/i18n';
import { useListParams } from '../../lib/use-list-params';
import { Pager } from '../../ui/pager';
import { ErrorTable } from './error-table';

const LIST_DEFAULTS = { page: 1, pageSize: 10, from: '', to: '' };

/** This user's reported errors from the server, paged and filtered by date, state in the URL. */
export function ServerErrorLogs() {
  const { t, rule } = useI18n();
  const [params, update] = useListParams(LIST_DEFAULTS);
  const [range, setRange] = useState({ from: params.from, to: params.to });
  const rangeInvalid = range.from !== '' && range.to !== '' && range.from > range.to;
  const query = {
    page: params.page,
    pageSize: params.pageSize,
    ...(params.from ? { from: params.from } : {}),
    ...(params.to ? { to: params.to } : {}),
  };
  const logs = tsr.errorLogs.list.useQuery({ queryKey: ['errorLogs', query], queryData: { query } });

  return (
    <>
      <HStack
        as="form"
        align="flex-end"
        gap="3"
        mb="4"
        wrap="wrap"
        onSubmit={(event) => {
          event.preventDefault();
          if (!rangeInvalid) update(range);
        }}
      >
        <Field.Root w="44" invalid={rangeInvalid}>
          <Field.Label fontSize="sm">{t('errorLog.from')}</Field.Label>
          <Input type="date" size="sm" name="from" value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} />
        </Field.Root>
        <Field.Root w="44" invalid={rangeInvalid}>
          <Field.Label fontSize="sm">{t('errorLog.to')}</Field.Label>
          <Input type="date" size="sm" name="to" value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="blue" disabled={rangeInvalid}>
          {t('common.search')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setRange({ from: '', to: '' });
            update({ from: '', to: '' });
          }}
        >
          {t('common.reset')}
        </Button>
        {rangeInvalid && (
          <Text color="red.500" fontSize="sm" pb="1.5">
            {rule('dateRange')}
          </Text>
        )}
      </HStack>
      {logs.isPending ? (
        <Center py="10">
          <Spinner color="blue.500" />
        </Center>
      ) : !logs.data || logs.data.body.items.length === 0 ? (
        <Center py="10" color="gray.500" fontSize="sm" borderWidth="1px" borderRadius="md" data-testid="error-log-empty">
          {t('errorLog.empty')}
        </Center>
      ) : (
        <>
          <ErrorTable rows={logs.data.body.items.map((item) => ({ ...item, key: item.id }))} />
          <Pager
            total={logs.data.body.total}
            page={params.page}
            pageSize={params.pageSize}
            onPageChange={(page) => update({ page })}
          />
        </>
      )}
    </>
  );
}
