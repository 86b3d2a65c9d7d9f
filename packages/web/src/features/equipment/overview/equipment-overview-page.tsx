import { Grid, SimpleGrid } from '@chakra-ui/react';
import { EQUIPMENT_USE_STATES } from '@portal/contract';
import type { ReactNode } from 'react';
import { tsr } from '../../../api/client';
import { OVERVIEW_QUERY } from '../../../api/queries/dashboard';
import { BarChart } from '../../../ui/charts/bar-chart';
import { ChartCard } from '../../../ui/charts/chart-card';
import { DonutChart } from '../../../ui/charts/donut-chart';
import { QueryView } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { StatLink } from '../../../ui/stat-link';
import { useEquipmentText } from '../messages';
import { categoryRows, grandTotal, overviewLink, stateTotals } from './overview-data';
import { OverviewMatrix } from './overview-matrix';
import { STATE_COLOURS } from './state-colours';
import { useI18n } from '../../../i18n/i18n';

const HEADLINE_STATES = ['in_use', 'out_of_service', 'not_in_use'] as const;

/** 设备概况: counts per category and per use state, each figure a way into the list. */
/** The unit's equipment in figures; `children` (the construction records) follow the figures. */
export function EquipmentOverviewPage({ children }: { children?: ReactNode }) {
  const t = useEquipmentText();
  const { label, optionText, category } = useI18n();
  const overview = tsr.dashboard.overview.useQuery(OVERVIEW_QUERY);
  return (
    <>
      <SectionCard title={t('overview.title')} testId="equipment-overview">
        <QueryView query={overview}>
          {() => {
            const items = overview.data?.body.items ?? [];
            const rows = categoryRows(items);
            const totals = stateTotals(items);
            const total = grandTotal(items);
            return (
              <>
                <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="5">
                  <StatLink label={t('overview.total')} value={total} to={overviewLink({})} />
                  {HEADLINE_STATES.map((state) => (
                    <StatLink
                      key={state}
                      label={label(EQUIPMENT_USE_STATES, state)}
                      value={totals[state]}
                      to={overviewLink({ useState: state })}
                      colour={STATE_COLOURS[state]}
                    />
                  ))}
                </SimpleGrid>
                <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="5" mb="5">
                  <ChartCard title={t('overview.byCategory')} nested>
                    <BarChart
                      title={t('overview.byCategory')}
                      series={EQUIPMENT_USE_STATES.map((state) => ({ key: state.code, label: optionText(state), color: STATE_COLOURS[state.code] }))}
                      items={rows.map((row) => ({
                        key: row.code,
                        label: category(row.code),
                        values: row.byState,
                        href: overviewLink({ categoryCode: row.code }),
                      }))}
                    />
                  </ChartCard>
                  <ChartCard title={t('overview.byState')} nested centred>
                    <DonutChart
                      title={t('overview.byState')}
                      totalLabel={t('overview.unitsTotal')}
                      items={EQUIPMENT_USE_STATES.map((state) => ({
                        key: state.code,
                        label: optionText(state),
                        value: totals[state.code],
                        color: STATE_COLOURS[state.code],
                        href: overviewLink({ useState: state.code }),
                      }))}
                    />
                  </ChartCard>
                </Grid>
                <OverviewMatrix rows={rows} totals={totals} total={total} />
              </>
            );
          }}
        </QueryView>
      </SectionCard>
      {children}
    </>
  );
}
