import { HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { REVIEW_STATES, UNIT_CHANGE_FIELDS, type UnitChangeReview, type UnitChangeReviewQuery } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { tsr } from '../../../api/client';
import { unitKeys } from '../../../api/queries/unit';
import { shortDateTime } from '../../../lib/dates';
import { notifyFailure } from '../../../lib/notify-failure';
import { problemFieldErrors } from '../../../lib/problem-text';
import { ReviewStateBadge } from '../../../ui/badges';
import { DialogBody, DialogFooter, DialogFrame } from '../../../ui/dialog';
import { defineList, listFrame, ListPage, useListQuery, type ColumnDef, type FilterDef } from '../../../ui/list-page';
import { notify } from '../../../ui/toaster';
import { useCompanyInfoText, type CompanyInfoTextKey } from '../messages';
import { ValueLabel } from '../../../ui/value-label';

const FILTERS: readonly FilterDef<'state', CompanyInfoTextKey>[] = [
  { kind: 'option', key: 'state', label: 'history.state', options: REVIEW_STATES.filter((state) => state.code !== 'draft') },
];

/** The queue opens on what still waits. */
export const UNIT_CHANGE_REVIEW_LIST = defineList<UnitChangeReviewQuery, 'state', CompanyInfoTextKey>({ filters: FILTERS });

const COLUMNS: readonly ColumnDef<UnitChangeReview, CompanyInfoTextKey>[] = [
  { key: 'unitName', header: 'review.unit', cell: (item) => item.unitName, wrap: true, minW: '40' },
  { key: 'fieldLabel', header: 'history.field', cell: (item) => <ValueLabel list={UNIT_CHANGE_FIELDS} code={item.field} fallback={item.fieldLabel} /> },
  { key: 'oldValue', header: 'history.oldValue', cell: (item) => item.oldValue || '—', wrap: true },
  { key: 'newValue', header: 'history.newValue', cell: (item) => item.newValue || '—', wrap: true },
  { key: 'reason', header: 'history.reason', cell: (item) => item.reason || '—', wrap: true },
  { key: 'applicant', header: 'history.applicant', cell: (item) => item.applicant ?? '—' },
  { key: 'appliedAt', header: 'history.appliedAt', cell: (item) => shortDateTime(item.appliedAt) },
  { key: 'state', header: 'history.state', cell: (item) => <ReviewStateBadge state={item.state} /> },
  { key: 'opinion', header: 'history.opinion', cell: (item) => item.opinion ?? '—', wrap: true },
];

/** 企业信息变更审核: the institute approves (and so applies) or returns the units' registered-field changes. */
export function UnitChangeReviewPage() {
  const t = useCompanyInfoText();
  const client = useQueryClient();
  const { list, result } = useListQuery(UNIT_CHANGE_REVIEW_LIST, tsr.unit.reviews, unitKeys.reviews);
  const [deciding, setDeciding] = useState<{ item: UnitChangeReview; approved: boolean } | null>(null);
  return (
    <ListPage
      {...listFrame(list, result, t)}
      title={t('review.title')}
      testIdStem="unit-change-review"
      totalText={(total) => t('history.total', { total })}
      columns={COLUMNS}
      actions={(item) =>
        item.state === 'submitted' && (
          <>
            <Link color="green.700" cursor="pointer" onClick={() => setDeciding({ item, approved: true })}>
              {t('review.approve')}
            </Link>
            <Link color="orange.700" cursor="pointer" onClick={() => setDeciding({ item, approved: false })}>
              {t('review.return')}
            </Link>
          </>
        )
      }
    >
      <DecisionDialog
        target={deciding}
        onClose={() => setDeciding(null)}
        onDone={() => {
          setDeciding(null);
          void client.invalidateQueries({ queryKey: unitKeys.reviewLists() });
        }}
      />
    </ListPage>
  );
}

function DecisionDialog({ target, onClose, onDone }: { target: { item: UnitChangeReview; approved: boolean } | null; onClose: () => void; onDone: () => void }) {
  const t = useCompanyInfoText();
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = tsr.unit.review.useMutation({ meta: { silent: true } });
  const close = () => {
    setOpinion('');
    setError(null);
    onClose();
  };
  const decide = async () => {
    if (!target) return;
    if (!target.approved && opinion.trim() === '') {
      setError(t('review.opinionRequired'));
      return;
    }
    try {
      await review.mutateAsync({ params: { id: target.item.id }, body: { approved: target.approved, opinion: opinion.trim() } });
      notify('success', t(target.approved ? 'review.approved' : 'review.returned'));
      setOpinion('');
      setError(null);
      onDone();
    } catch (failure) {
      setError(problemFieldErrors(failure).opinion ?? null);
      notifyFailure(failure, t('common.serverError'));
    }
  };
  return (
    <DialogFrame open={target !== null} onClose={close} title={target ? t(target.approved ? 'review.approve' : 'review.return') : ''} testId="unit-change-decision" size="md" closeButton bodyless>
      <DialogBody>
        {target && (
          <Stack gap="3">
            <Text fontSize="sm">
              {target.item.unitName}：<ValueLabel list={UNIT_CHANGE_FIELDS} code={target.item.field} fallback={target.item.fieldLabel} />
            </Text>
            <HStack fontSize="sm" color="gray.600" wrap="wrap">
              <Text>{target.item.oldValue || '—'}</Text>
              <Text>→</Text>
              <Text fontWeight="semibold" color="gray.800">
                {target.item.newValue}
              </Text>
            </HStack>
            <Textarea
              aria-label={t('history.opinion')}
              placeholder={t('history.opinion')}
              value={opinion}
              maxLength={500}
              onChange={(event) => setOpinion(event.target.value)}
              size="sm"
            />
            {error && (
              <Text color="red.600" fontSize="sm">
                {error}
              </Text>
            )}
          </Stack>
        )}
      </DialogBody>
      <DialogFooter onCancel={close} onConfirm={() => void decide()} confirmLabel={t('common.confirm')} pending={review.isPending} />
    </DialogFrame>
  );
}
