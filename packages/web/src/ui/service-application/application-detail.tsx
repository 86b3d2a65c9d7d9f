import { HStack } from '@chakra-ui/react';
import type { ReviewState } from '@portal/contract';
import type { ReactNode } from 'react';
import { shortDateTime } from '../../lib/dates';
import { RecordAttachmentsCard } from '../attachments/record-attachments-card';
import { ReviewStateBadge } from '../badges';
import { FlowLogLink } from '../flow-log-link';
import { InfoGrid, type InfoItem } from '../info-grid';
import { SectionCard } from '../section-card';
import type { ServiceApplicationKind, ServiceApplicationText } from './application-kind';
import { ReviewHistory, ServiceEquipmentTable, type ServiceEquipment } from './application-parts';
import type { HistoryEntry } from '../state-timeline';
import { LinkButton } from '../link-button';

export type ServiceApplicationDetailValue = {
  id: string;
  applicationNo: string;
  state: ReviewState;
  unitName: string | null;
  appliedAt: string | null;
  opinion: string | null;
  equipment: readonly ServiceEquipment[];
  history: readonly HistoryEntry[];
};

type Props = {
  kind: ServiceApplicationKind;
  text: ServiceApplicationText;
  detail: ServiceApplicationDetailValue;
  /** The unit's view: 编辑 on a draft or a returned one (and `actions`, such as deleting a draft). */
  editable: boolean;
  actions?: ReactNode;
  /** Above the card (what approval will do). */
  notice?: ReactNode;
  /** The kind's own facts: `kindItem` after the state, `items` after the unit, `tail` after the submission time. */
  kindItem: InfoItem;
  items: readonly InfoItem[];
  tail: readonly InfoItem[];
};

/** One application as both sides read it: its facts, equipment, files, the institute's opinion and the history. */
export function ServiceApplicationDetail({ kind, text: t, detail, editable, actions, notice, kindItem, items, tail }: Props) {
  const changeable = editable && (detail.state === 'draft' || detail.state === 'returned');
  return (
    <div data-testid={`${kind.word}-detail`}>
      {notice}
      <SectionCard
        title={t('view.title')}
        actions={
          changeable ? (
            <HStack gap="2">
              {actions}
              <LinkButton to={kind.paths.form(detail.id)} size="sm" colorPalette="blue" variant="outline">{t('common.edit')}</LinkButton>
            </HStack>
          ) : undefined
        }
      >
        <InfoGrid
          items={[
            { key: 'applicationNo', label: t('field.applicationNo'), value: detail.applicationNo },
            { key: 'state', label: t('field.state'), value: <ReviewStateBadge state={detail.state} /> },
            kindItem,
            { key: 'unitName', label: t('field.unitName'), value: detail.unitName },
            ...items,
            { key: 'appliedAt', label: t('field.appliedAt'), value: shortDateTime(detail.appliedAt) },
            ...tail,
            { key: 'opinion', label: t('field.opinion'), value: detail.opinion },
          ]}
        />
      </SectionCard>
      <ServiceEquipmentTable title={t('form.equipment')} items={detail.equipment} labels={{ registerCode: t('field.registerCode'), name: t('field.equipmentName') }} />
      <RecordAttachmentsCard title={t('form.attachments')} refType={kind.word} refId={detail.id} testId={`${kind.word}-attachments`} />
      <ReviewHistory
        title={t('view.history')}
        history={detail.history}
        state={detail.state}
        at={detail.appliedAt ?? ''}
        actions={<FlowLogLink type={kind.word} id={detail.id} />}
      />
    </div>
  );
}
