import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { ACCESS, INSPECTION_KINDS, type InspectionKind } from '@portal/contract';
import { LuArrowRight, LuClipboardCheck, LuFactory, LuPackagePlus, LuShieldCheck, LuWaypoints } from 'react-icons/lu';
import type { IconType } from 'react-icons';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { inspectionApplicationKeys } from '../../../api/queries/inspection-applications';
import { shortDateTime } from '../../../lib/dates';
import { useUser } from '../../../session/session-state';
import { EmptyData, QueryView } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { INSPECTION_QUERY_PATH, KIND_FORMS, NEW_EQUIPMENT_PATH, pathToApplication } from '../kinds';
import { useInspectionApplicationText, type InspectionApplicationTextKey } from '../messages';
import { InspectionApplicationStateBadge } from '../state-badge';
import { useI18n } from '../../../i18n/i18n';
import { PlainTable } from '../../../ui/plain-table';

const ICONS: Record<InspectionKind, IconType> = {
  periodic: LuClipboardCheck,
  first: LuFactory,
  supervision: LuShieldCheck,
  pipeline_periodic: LuWaypoints,
};

type EntryCard = { key: string; title: string; hint: string; to: string; icon: IconType };

/** The unit's five latest applications, newest first. */
const RECENT = { page: 1, pageSize: 5, sort: 'applicationNo:desc' };

/** 网上报检: the kinds of inspection as entry cards, and the unit's latest applications. */
export function OnlineApplyPage() {
  const { label } = useI18n();
  const t = useInspectionApplicationText();
  const canApply = useUser().menuIds.includes(ACCESS.inspectionApply);
  const recent = tsr.inspectionApplications.list.useQuery({
    queryKey: inspectionApplicationKeys.list(RECENT),
    queryData: { query: RECENT },
    meta: { silent: true },
  });
  const cards: EntryCard[] = [
    ...INSPECTION_KINDS.map(({ code }) => ({
      key: code,
      title: label(INSPECTION_KINDS, code),
      hint: t(`landing.${code}` as InspectionApplicationTextKey),
      to: KIND_FORMS[code].path,
      icon: ICONS[code],
    })),
    { key: 'new', title: t('landing.newEquipment'), hint: t('landing.newEquipmentHint'), to: NEW_EQUIPMENT_PATH, icon: LuPackagePlus },
  ];
  return (
    <>
      <SectionCard title={t('landing.title')} testId="online-apply">
        <Text fontSize="sm" color="gray.600" mb="4">
          {t('landing.hint')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 5 }} gap="4">
          {cards.map((card) => (
            <Stack key={card.key} borderWidth="1px" borderRadius="md" p="4" gap="3" bg="white" _hover={{ borderColor: 'blue.400', boxShadow: 'sm' }} data-testid={`apply-card-${card.key}`}>
              <HStack gap="3">
                <Box color="blue.600" fontSize="2xl">
                  <card.icon />
                </Box>
                <Heading size="sm">{card.title}</Heading>
              </HStack>
              <Text fontSize="sm" color="gray.600" flex="1">
                {card.hint}
              </Text>
              {canApply && (
                <Button asChild size="sm" colorPalette="blue" variant="outline" alignSelf="flex-start">
                  <RouterLink to={card.to}>
                    {t('landing.apply')} <LuArrowRight />
                  </RouterLink>
                </Button>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      </SectionCard>
      <SectionCard
        title={t('landing.recent')}
        actions={
          <Link asChild color="blue.600" fontSize="sm">
            <RouterLink to={INSPECTION_QUERY_PATH}>{t('landing.all')}</RouterLink>
          </Link>
        }
      >
        <QueryView query={recent}>
          {() => {
            const items = recent.data?.body.items ?? [];
            if (items.length === 0) return <EmptyData>{t('landing.none')}</EmptyData>;
            return (
              <PlainTable
                headers={[
                  { label: t('field.applicationNo') },
                  { label: t('field.kind') },
                  { label: t('field.equipmentCount') },
                  { label: t('field.state') },
                  { label: t('field.submittedAt') },
                ]}
                testId="recent-applications"
                framed={false}
              >
                {items.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell>
                      <Link asChild color="blue.600" fontFamily="mono">
                        <RouterLink to={pathToApplication(item.id)}>{item.applicationNo}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{label(INSPECTION_KINDS, item.kind)}</Table.Cell>
                    <Table.Cell>{item.equipmentCount}</Table.Cell>
                    <Table.Cell>
                      <InspectionApplicationStateBadge state={item.state} />
                    </Table.Cell>
                    <Table.Cell>{shortDateTime(item.submittedAt) || '—'}</Table.Cell>
                  </Table.Row>
                ))}
              </PlainTable>
            );
          }}
        </QueryView>
      </SectionCard>
    </>
  );
}
