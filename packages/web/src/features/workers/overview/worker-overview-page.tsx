import { SimpleGrid } from '@chakra-ui/react';
import { CERTIFICATE_WARNING_DAYS, WORK_ITEMS } from '@portal/contract';
import { useWorkerOverview } from '../../../api/queries/workers';
import { todayIso } from '../../../lib/dates';
import { pathToCertificates, WORKER_QUERY_PATH } from '../../../routes/paths';
import { BarChart } from '../../../ui/charts/bar-chart';
import { ChartCard } from '../../../ui/charts/chart-card';
import { EmptyData, QueryView } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { StatLink } from '../../../ui/stat-link';
import { useWorkerText } from '../messages';
import { overviewWindows } from './overview-windows';
import { useI18n } from '../../../i18n/i18n';

const SERIES_COLOURS = { workers: '#3182CE', certificates: '#38A169' } as const;

/** 人员概况: workers and certificates by work item (作业项目), and the certificates near or past their end. */
export function WorkerOverviewPage() {
  const t = useWorkerText();
  const { label } = useI18n();
  const overview = useWorkerOverview();
  const windows = overviewWindows(todayIso(), CERTIFICATE_WARNING_DAYS);
  return (
    <SectionCard title={t('overview.title')} testId="worker-overview">
      <QueryView query={overview}>
        {() => {
          const figures = overview.data?.body;
          if (!figures) return null;
          return (
            <>
              <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" mb="5">
                <StatLink label={t('overview.workers')} value={figures.workers} to={WORKER_QUERY_PATH} testId="stat-workers" />
                <StatLink label={t('overview.employed')} value={figures.employed} to={`${WORKER_QUERY_PATH}?employmentState=employed`} />
                <StatLink label={t('overview.certificates')} value={figures.certificates} to={pathToCertificates({})} />
                <StatLink
                  label={t('overview.expiringSoon')}
                  value={figures.expiringSoon}
                  to={pathToCertificates(windows.expiring)}
                  colour="#DD6B20"
                  testId="stat-expiring"
                />
                <StatLink label={t('overview.expired')} value={figures.expired} to={pathToCertificates(windows.expired)} colour="#E53E3E" />
              </SimpleGrid>
              <ChartCard title={t('overview.byCode')} nested>
                {figures.byWorkItem.length === 0 ? (
                  <EmptyData>{t('overview.empty')}</EmptyData>
                ) : (
                  <BarChart
                    title={t('overview.byCode')}
                    series={[
                      { key: 'workers', label: t('overview.seriesWorkers'), color: SERIES_COLOURS.workers },
                      { key: 'certificates', label: t('overview.seriesCertificates'), color: SERIES_COLOURS.certificates },
                    ]}
                    items={figures.byWorkItem.map((row) => ({
                      key: row.code,
                      label: `${row.code} ${label(WORK_ITEMS, row.code)}`,
                      values: { workers: row.workers, certificates: row.certificates },
                      href: `${WORKER_QUERY_PATH}?workItem=${row.code}`,
                    }))}
                  />
                )}
              </ChartCard>
            </>
          );
        }}
      </QueryView>
    </SectionCard>
  );
}
