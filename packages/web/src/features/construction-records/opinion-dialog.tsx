import { Text } from '@chakra-ui/react';
import { useConstructionOpinion } from '../../api/queries/construction-records';
import { ReviewStateBadge } from '../../ui/badges';
import { shortDateTime } from '../../lib/dates';
import { DialogButtons, DialogFrame } from '../../ui/dialog';
import { InfoGrid } from '../../ui/info-grid';
import { QueryView } from '../../ui/query-states';
import { useConstructionRecordText } from './messages';

/** The institute's review opinion on a submitted construction record (showOpinion). */
export function OpinionDialog({ recordId, onClose }: { recordId: string | null; onClose: () => void }) {
  const t = useConstructionRecordText();
  const opinion = useConstructionOpinion(recordId);
  return (
    <DialogFrame
      open={recordId !== null}
      onClose={onClose}
      title={t('construction.opinion')}
      testId="opinion-dialog"
      placement="center"
      footer={<DialogButtons onCancel={onClose} cancelLabel={t('common.close')} />}
    >
      <QueryView query={opinion}>
        {() => {
          const body = opinion.data?.body;
          if (!body) return null;
          return (
            <>
              <InfoGrid
                columns={1}
                items={[
                  { key: 'state', label: t('common.state'), value: <ReviewStateBadge state={body.state} /> },
                  { key: 'reviewer', label: t('construction.reviewer'), value: body.reviewer },
                  { key: 'reviewedAt', label: t('construction.reviewedAt'), value: shortDateTime(body.reviewedAt) },
                ]}
              />
              <Text mt="4" p="3" bg="gray.50" borderRadius="md" whiteSpace="pre-wrap" fontSize="sm">
                {body.opinion || t('construction.noOpinion')}
              </Text>
            </>
          );
        }}
      </QueryView>
    </DialogFrame>
  );
}
