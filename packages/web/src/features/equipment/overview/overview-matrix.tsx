import { Link, Table } from '@chakra-ui/react';
import { EQUIPMENT_USE_STATES } from '@portal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { useEquipmentText } from '../messages';
import { overviewLink, type CategoryRow } from './overview-data';
import { useI18n } from '../../../i18n/i18n';
import { PlainTable } from '../../../ui/plain-table';

function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  if (count === 0) return <>0</>;
  return (
    <Link asChild color="blue.600" fontWeight="medium" aria-label={`${label} ${count}`}>
      <RouterLink to={to}>{count}</RouterLink>
    </Link>
  );
}

/** Category by use state; every figure opens the comprehensive list it counts. */
export function OverviewMatrix({ rows, totals, total }: { rows: readonly CategoryRow[]; totals: Record<string, number>; total: number }) {
  const t = useEquipmentText();
  const { optionText, category } = useI18n();
  return (
    <PlainTable
      headers={[
        { label: t('field.category') },
        ...EQUIPMENT_USE_STATES.map((state) => ({ label: optionText(state), end: true })),
        { label: t('overview.total'), end: true },
      ]}
      testId="overview-matrix"
      headerBg="gray.50"
    >
      {rows.map((row) => (
        <Table.Row key={row.code}>
          <Table.Cell whiteSpace="nowrap">
            {row.code} {category(row.code)}
          </Table.Cell>
          {EQUIPMENT_USE_STATES.map((state) => (
            <Table.Cell key={state.code} textAlign="end">
              <CountLink
                count={row.byState[state.code]}
                to={overviewLink({ categoryCode: row.code, useState: state.code })}
                label={`${category(row.code)} ${optionText(state)}`}
              />
            </Table.Cell>
          ))}
          <Table.Cell textAlign="end">
            <CountLink count={row.total} to={overviewLink({ categoryCode: row.code })} label={category(row.code)} />
          </Table.Cell>
        </Table.Row>
      ))}
      <Table.Row bg="gray.50" fontWeight="medium">
        <Table.Cell>{t('overview.total')}</Table.Cell>
        {EQUIPMENT_USE_STATES.map((state) => (
          <Table.Cell key={state.code} textAlign="end">
            <CountLink count={totals[state.code] ?? 0} to={overviewLink({ useState: state.code })} label={optionText(state)} />
          </Table.Cell>
        ))}
        <Table.Cell textAlign="end">
          <CountLink count={total} to={overviewLink({})} label={t('overview.total')} />
        </Table.Cell>
      </Table.Row>
    </PlainTable>
  );
}
