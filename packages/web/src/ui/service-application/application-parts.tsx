import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { labelOf, REVIEW_STATES, ZServiceDecisionBodySchema, type ReviewState } from '@portal/contract';
import { z } from 'zod';
import { useEquipmentChoices } from '../../api/queries/equipment';
import { useI18n } from '../../i18n/i18n';
import type { AuditDecisionValues } from '../audit-decision';
import type { FormSchema } from '../form';
import type { SelectOption } from '../option-select';
import { SectionCard } from '../section-card';
import { historyTimeline, StateTimeline, type HistoryEntry } from '../state-timeline';

/**
 * Pieces the unit's service applications share (terminations, maintenance projects): the
 * equipment they name, their review history, the unit's equipment to choose from, and the
 * institute's decision in the contract's words.
 */

export type ServiceEquipment = { equipmentId: string; registerCode: string; equipmentName: string };

/** The equipment an application names, as a small table. */
export function ServiceEquipmentTable({ title, items, labels }: { title: string; items: readonly ServiceEquipment[]; labels: { registerCode: string; name: string } }) {
  return (
    <SectionCard title={title} testId="service-equipment">
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="16">#</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.registerCode}</Table.ColumnHeader>
            <Table.ColumnHeader>{labels.name}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item, index) => (
            <Table.Row key={item.equipmentId}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell fontFamily="mono">{item.registerCode || '—'}</Table.Cell>
              <Table.Cell>{item.equipmentName}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </SectionCard>
  );
}

/** 办理记录: who moved the application where and when, up to its current state; `actions` beside the title. */
export function ReviewHistory({ title, history, state, at, actions }: { title: string; history: readonly HistoryEntry[]; state: ReviewState; at: string; actions?: ReactNode }) {
  const { t } = useI18n();
  const steps = historyTimeline(history, { state, label: labelOf(REVIEW_STATES, state), at }, []);
  return (
    <SectionCard title={title} testId="review-history" actions={actions}>
      <StateTimeline steps={steps} states={REVIEW_STATES} pendingText={t('common.choose')} byText={(name) => name} />
    </SectionCard>
  );
}

/** The unit's equipment as choices (`注册代码 · 名称`), for the applications that name several. */
export function useUnitEquipmentOptions(): readonly SelectOption[] {
  const equipment = useEquipmentChoices();
  return (equipment.data?.body.items ?? []).map((item) => ({
    code: item.id,
    label: [item.unitInternalNo, item.name, item.registerCode].filter(Boolean).join(' · '),
  }));
}

/** 审核通过 / 退回 of the audit decision form as the contract's decision body (an opinion to return). */
export const serviceDecisionSchema = z
  .object({ approved: z.boolean(), opinion: z.string().optional() })
  .transform((values) => ({ decision: values.approved ? ('pass' as const) : ('return' as const), opinion: values.opinion ?? '' }))
  .pipe(ZServiceDecisionBodySchema) as unknown as FormSchema<AuditDecisionValues, z.output<typeof ZServiceDecisionBodySchema>>;
