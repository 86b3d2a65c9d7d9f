import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { skipToken } from '@tanstack/react-query';
import { tsr } from '../../api/client';
import { ReviewStateBadge } from '../../ui/badges';
import { shortDateTime } from '../../lib/dates';
import { InfoGrid } from '../../ui/info-grid';
import { QueryView } from '../../ui/query-states';
import { useConstructionRecordText } from './messages';

/** The institute's review opinion on a submitted construction record (showOpinion). */
export function OpinionDialog({ recordId, onClose }: { recordId: string | null; onClose: () => void }) {
  const t = useConstructionRecordText();
  const opinion = tsr.constructionRecords.opinion.useQuery({
    queryKey: ['constructionRecords', 'opinion', recordId],
    queryData: recordId ? { params: { id: recordId } } : skipToken,
    meta: { silent: true },
  });
  return (
    <Dialog.Root open={recordId !== null} onOpenChange={(details) => !details.open && onClose()} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="opinion-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('construction.opinion')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                {t('common.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
