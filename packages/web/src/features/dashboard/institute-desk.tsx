import { Button, Grid, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ACCESS, INSPECTION_APPLICATION_STATES, INSPECTION_KINDS, type CurrentUser } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { accountRegistrationKeys } from '../../api/queries/account-registrations';
import { inspectionProcessingKeys } from '../../api/queries/inspection-processing';
import { passwordResetAuditKeys } from '../../api/queries/password-reset-audits';
import { INSTITUTE_QUERY } from '../../api/queries/dashboard';
import { shortDateTime } from '../../lib/dates';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import {
  ACCOUNT_CHECK_PATH,
  processingDetailPath,
  PROCESSING_AWAITING_PATH,
  registrationDetailPath,
  RESET_CHECK_PATH,
  RESET_QUERY_PATH,
  resetDetailPath,
} from '../../routes/paths';
import { DeskCardLink } from './desk-card';
import type { DeskCard } from './desk-data';
import { useDeskText } from './messages';
import { RecentNotices } from './recent-notices';
import { useI18n } from '../../i18n/i18n';

const PENDING = { state: 'pending' as const, page: 1, pageSize: 5, sort: 'submittedAt:asc' };

/** `recordNo`, when the record has one (an application number), links to the record as well. */
type WorkItem = { id: string; title: string; recordNo?: string; detail: string; at: string | null; href: string };

function WorkList({ title, total, items, allHref, testId }: { title: string; total: number; items: WorkItem[]; allHref: string; testId: string }) {
  const t = useDeskText();
  return (
    <SectionCard
      title={
        <HStack gap="2">
          <span>{title}</span>
          <Text as="span" color={total > 0 ? 'orange.700' : 'gray.600'}>
            {total}
          </Text>
        </HStack>
      }
      testId={testId}
      actions={
        <Button asChild size="xs" variant="ghost" colorPalette="blue">
          <RouterLink to={allHref}>{t('institute.viewAll')}</RouterLink>
        </Button>
      }
    >
      {items.length === 0 ? (
        <Text fontSize="sm" color="gray.500">
          {t('institute.none')}
        </Text>
      ) : (
        <Stack gap="2">
          {items.map((item) => (
            <HStack key={item.id} gap="3" fontSize="sm">
              <Link asChild color="blue.600" fontWeight="medium">
                <RouterLink to={item.href}>{item.title}</RouterLink>
              </Link>
              <Text color="gray.600" flex="1" truncate>
                {item.recordNo && (
                  <>
                    <Link asChild color="blue.600" fontFamily="mono">
                      <RouterLink to={item.href}>{item.recordNo}</RouterLink>
                    </Link>
                    {' · '}
                  </>
                )}
                {item.detail}
              </Text>
              <Text color="gray.500" whiteSpace="nowrap">
                {t('institute.submittedAt', { time: shortDateTime(item.at) })}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function Registrations() {
  const t = useDeskText();
  const list = tsr.accountRegistrations.list.useQuery({ queryKey: accountRegistrationKeys.list(PENDING), queryData: { query: PENDING }, meta: { silent: true } });
  return (
    <Guarded title={t('institute.registrations')} query={list}>
      {() =>
        list.data && (
          <WorkList
            testId="desk-registrations"
            title={t('institute.registrations')}
            total={list.data.body.total}
            allHref={ACCOUNT_CHECK_PATH}
            items={list.data.body.items.map((item) => ({
              id: item.id,
              title: item.unitName,
              detail: `${item.contactPerson} ${item.mobileMasked}`,
              at: item.submittedAt,
              href: registrationDetailPath(item.id),
            }))}
          />
        )
      }
    </Guarded>
  );
}

const AWAITING_INSTITUTE = { awaitingInstitute: 'true' as const, page: 1, pageSize: 5, sort: 'submittedAt:asc' };

/** Inspection applications whose next move is the institute's, first submitted first. */
function Applications() {
  const { label } = useI18n();
  const t = useDeskText();
  const list = tsr.inspectionProcessing.list.useQuery({
    queryKey: inspectionProcessingKeys.list(AWAITING_INSTITUTE),
    queryData: { query: AWAITING_INSTITUTE },
    meta: { silent: true },
  });
  return (
    <Guarded title={t('institute.applications')} query={list}>
      {() =>
        list.data && (
          <WorkList
            testId="desk-applications"
            title={t('institute.applications')}
            total={list.data.body.total}
            allHref={PROCESSING_AWAITING_PATH}
            items={list.data.body.items.map((item) => ({
              id: item.id,
              title: item.unitName,
              recordNo: item.applicationNo,
              detail: `${label(INSPECTION_KINDS, item.kind)} · ${label(INSPECTION_APPLICATION_STATES, item.state)}`,
              at: item.submittedAt,
              href: processingDetailPath(item.id),
            }))}
          />
        )
      }
    </Guarded>
  );
}

function Resets() {
  const t = useDeskText();
  const list = tsr.passwordResetAudits.list.useQuery({ queryKey: passwordResetAuditKeys.list(PENDING), queryData: { query: PENDING }, meta: { silent: true } });
  return (
    <Guarded title={t('institute.resets')} query={list}>
      {() =>
        list.data && (
          <WorkList
            testId="desk-resets"
            title={t('institute.resets')}
            total={list.data.body.total}
            allHref={RESET_CHECK_PATH}
            items={list.data.body.items.map((item) => ({
              id: item.id,
              title: item.name,
              detail: [item.unitName, item.mobileMasked].filter(Boolean).join(' '),
              at: item.submittedAt,
              href: resetDetailPath(item.id),
            }))}
          />
        )
      }
    </Guarded>
  );
}

/** Loading and errors of one work list, inside a card so the desk keeps its shape. */
function Guarded({ title, query, children }: { title: string; query: Parameters<typeof QueryView>[0]['query']; children: () => ReactNode }) {
  if (query.isPending || query.isError) {
    return (
      <SectionCard title={title}>
        <QueryView query={query}>{() => null}</QueryView>
      </SectionCard>
    );
  }
  return <>{children()}</>;
}

/** The three figures of the desk: what waits for each audit the role holds, and today's decisions. */
function Figures() {
  const t = useDeskText();
  const figures = tsr.dashboard.institute.useQuery(INSTITUTE_QUERY);
  if (!figures.data) return null;
  const { registrationsWaiting, resetsWaiting, decidedToday } = figures.data.body;
  const cards: Omit<DeskCard, 'access'>[] = [
    ...(registrationsWaiting === null
      ? []
      : [{ key: 'registrationsWaiting', label: 'figure.registrations' as const, hint: 'figure.registrationsHint' as const, count: registrationsWaiting, href: ACCOUNT_CHECK_PATH, tone: 'orange' as const }]),
    ...(resetsWaiting === null
      ? []
      : [{ key: 'resetsWaiting', label: 'figure.resets' as const, hint: 'figure.resetsHint' as const, count: resetsWaiting, href: RESET_CHECK_PATH, tone: 'orange' as const }]),
    {
      key: 'decidedToday',
      label: 'figure.decidedToday',
      hint: 'figure.decidedTodayHint',
      count: decidedToday,
      href: resetsWaiting === null ? ACCOUNT_CHECK_PATH : RESET_QUERY_PATH,
      tone: 'blue',
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="4" data-testid="desk-figures">
      {cards.map((card) => (
        <DeskCardLink key={card.key} card={{ ...card, access: ACCESS.systemAccount }} unit={t('desk.items')} />
      ))}
    </SimpleGrid>
  );
}

/** The institute's desk: inspection applications, account registrations and password resets waiting for it. */
export function InstituteDesk({ user }: { user: CurrentUser }) {
  // The figure counts account decisions: a desk without account review (受理员, 检验员, 审核批准) has none.
  const reviewsAccounts = user.menuIds.includes(ACCESS.accountCheck) || user.menuIds.includes(ACCESS.passwordResetAudit);
  return (
    <>
      {reviewsAccounts && <Figures />}
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="4">
        <Stack gap="0">
          {user.menuIds.includes(ACCESS.inspectionReview) && <Applications />}
          {user.menuIds.includes(ACCESS.accountCheck) && <Registrations />}
          {user.menuIds.includes(ACCESS.passwordResetAudit) && <Resets />}
        </Stack>
        <RecentNotices />
      </Grid>
    </>
  );
}
