import { Grid, SimpleGrid, Stack } from '@chakra-ui/react';
import { ACCESS, type CurrentUser } from '@portal/contract';
import { tsr } from '../../api/client';
import { OVERVIEW_QUERY, STATISTICS_QUERY } from '../../api/queries/dashboard';
import { BarChart } from '../../ui/charts/bar-chart';
import { ChartCard } from '../../ui/charts/chart-card';
import { DonutChart } from '../../ui/charts/donut-chart';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { DeskApplyButton } from './desk-apply-button';
import { isApplyCard } from './desk-apply';
import { DeskCardLink } from './desk-card';
import { categoryBars, equipmentCards, inspectionShares, pendingCards, SHARE_KEYS, visibleCards } from './desk-data';
import { useDeskText, type DeskTextKey } from './messages';
import { RecentNotices } from './recent-notices';
import { useI18n } from '../../i18n/i18n';

const SHARE_COLOURS = { overdue: '#E53E3E', inspectionDue: '#DD6B20', inTime: '#38A169', notInUse: '#A0AEC0' } as const;

/** The enterprise's desk: equipment to look at, applications waiting, notices, and where things stand. */
export function EnterpriseDesk({ user }: { user: CurrentUser }) {
  const t = useDeskText();
  const { category } = useI18n();
  const seesEquipment = user.menuIds.includes(ACCESS.equipmentView);
  const mayApply = user.menuIds.includes(ACCESS.inspectionApply);
  const statistics = tsr.dashboard.statistics.useQuery(STATISTICS_QUERY);
  const overview = tsr.dashboard.overview.useQuery(OVERVIEW_QUERY);
  const series = SHARE_KEYS.map((key) => ({
    key,
    label: t(`share.${key}` as DeskTextKey),
    color: SHARE_COLOURS[key],
  }));
  return (
    <Stack gap="0">
      {seesEquipment && (
        <SectionCard title={t('desk.attention')} testId="desk-attention">
          <QueryView query={statistics}>
            {() =>
              statistics.data && (
                <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
                  {visibleCards(equipmentCards(statistics.data.body), user.menuIds).map((card) => (
                    <DeskCardLink
                      key={card.key}
                      card={card}
                      unit={t('desk.units')}
                      action={mayApply && card.count > 0 && isApplyCard(card.key) ? <DeskApplyButton card={card.key} /> : undefined}
                    />
                  ))}
                </SimpleGrid>
              )
            }
          </QueryView>
        </SectionCard>
      )}
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="4">
        <SectionCard title={t('desk.pending')} testId="desk-pending">
          <QueryView query={overview}>
            {() =>
              overview.data && (
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                  {visibleCards(pendingCards(overview.data.body.pending), user.menuIds).map((card) => (
                    <DeskCardLink key={card.key} card={card} unit={t('desk.items')} />
                  ))}
                </SimpleGrid>
              )
            }
          </QueryView>
        </SectionCard>
        <RecentNotices />
      </Grid>
      {seesEquipment && statistics.data && (
        <Grid templateColumns={{ base: '1fr', xl: '2fr 3fr' }} gap="4">
          <ChartCard title={t('desk.inspectionStatus')}>
            <DonutChart
              title={t('desk.inspectionStatus')}
              totalLabel={t('desk.unitsTotal')}
              items={inspectionShares(statistics.data.body).map((share) => ({
                key: share.key,
                label: t(`share.${share.key}` as DeskTextKey),
                value: share.value,
                color: SHARE_COLOURS[share.key],
                href: share.href,
              }))}
            />
          </ChartCard>
          <ChartCard title={t('desk.byCategory')}>
            <BarChart title={t('desk.byCategory')} series={series} items={categoryBars(statistics.data.body).map((bar) => ({ ...bar, label: category(bar.key, bar.label) }))} />
          </ChartCard>
        </Grid>
      )}
    </Stack>
  );
}
