import { Button, HStack, Link, Table, Text } from '@chakra-ui/react';
import { ACCESS, CATEGORIES, EDITABLE_USE_REGISTRATION_STATES, labelOf, USE_REGISTRATION_KINDS, type UseRegistrationState } from '@portal/contract';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { useListParams } from '../../../lib/use-list-params';
import { useUser } from '../../../session/session-state';
import { Pager } from '../../../ui/pager';
import { shortDateTime } from '../../../lib/dates';
import { PINNED_END } from '../../../ui/pinned-column';
import { EmptyData, ErrorState, LoadingState } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { useUseRegistrationText } from '../messages';
import { useRegistrationApplyPath, useRegistrationDetailPath } from '../../../routes/paths';
import { RegistrationStateBadge } from '../state-badge';
import { checkUseRegistrationFilters, toUseRegistrationQuery, USE_REGISTRATION_LIST_DEFAULTS } from './list-params';
import { UseRegistrationFilterBar } from './use-registration-filters';

/** 使用登记查询: the unit's applications, paged and filtered by state, kind and date (kept in the URL). */
export function UseRegistrationQueryPage() {
  const t = useUseRegistrationText();
  const canApply = useUser().menuIds.includes(ACCESS.useRecordApply);
  const [params, update] = useListParams(USE_REGISTRATION_LIST_DEFAULTS);
  const invalid = Object.keys(checkUseRegistrationFilters(params)).length > 0;
  const query = toUseRegistrationQuery(params);
  const list = tsr.useRegistrations.list.useQuery({
    queryKey: ['useRegistrations', 'list', query],
    queryData: invalid ? skipToken : { query },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const page = list.data?.body;
  return (
    <SectionCard
      title={t('query.title')}
      testId="use-record-query"
      actions={
        canApply && (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={useRegistrationApplyPath()}>
              <LuPlus /> {t('query.new')}
            </RouterLink>
          </Button>
        )
      }
    >
      <UseRegistrationFilterBar values={params} onSearch={(filters) => update({ ...filters, page: 1 })} />
      <Text fontSize="sm" color="gray.600" mb="3">
        {page ? t('query.total', { total: page.total }) : ''}
      </Text>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !page ? (
        invalid ? <EmptyData /> : <LoadingState />
      ) : page.items.length === 0 ? (
        <EmptyData />
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" interactive data-testid="use-record-table">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader>{t('field.applicationNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.kind')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.equipmentName')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.categoryCode')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.registerCode')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.useCertNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.state')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.submittedAt')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('field.updatedAt')}</Table.ColumnHeader>
                  <Table.ColumnHeader css={PINNED_END}>{t('common.actions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.items.map((item) => (
                  <Table.Row key={item.id} data-id={item.id}>
                    <Table.Cell>
                      <Link asChild color="blue.600" fontFamily="mono">
                        <RouterLink to={useRegistrationDetailPath(item.id)}>{item.applicationNo}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{labelOf(USE_REGISTRATION_KINDS, item.kind)}</Table.Cell>
                    <Table.Cell minW="40">{item.equipmentName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{labelOf(CATEGORIES.map((category) => ({ code: category.code, label: category.name })), item.categoryCode)}</Table.Cell>
                    <Table.Cell fontFamily="mono">{item.registerCode || '—'}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{item.useCertNo || '—'}</Table.Cell>
                    <Table.Cell>
                      <RegistrationStateBadge state={item.state} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{shortDateTime(item.submittedAt) || '—'}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{shortDateTime(item.updatedAt)}</Table.Cell>
                    <Table.Cell css={PINNED_END}>
                      <HStack gap="3" fontSize="sm" whiteSpace="nowrap">
                        <Link asChild color="blue.600">
                          <RouterLink to={useRegistrationDetailPath(item.id)}>{t('common.view')}</RouterLink>
                        </Link>
                        {canApply && EDITABLE_USE_REGISTRATION_STATES.includes(item.state as UseRegistrationState) && (
                          <Link asChild color="blue.600">
                            <RouterLink to={useRegistrationApplyPath(item.id)}>{t('detail.modify')}</RouterLink>
                          </Link>
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager total={page.total} page={params.page} pageSize={params.pageSize} onPageChange={(next) => update({ page: next })} />
        </>
      )}
    </SectionCard>
  );
}
