import { Box } from '@chakra-ui/react';
import { skipToken, type QueryKey } from '@tanstack/react-query';
import type { SuccessfulHttpStatusCode } from '@ts-rest/core';
import type { ReactNode } from 'react';
import type { TextFn } from '../lib/text';
import { InfoNote } from './info-note';
import { PublicFrame } from './public-frame';
import { LoadingState } from './query-states';

/**
 * A public page opened by scanning a code with a phone (paying, verifying a report, an elevator's
 * status): the public frame with its content in one card as wide as a phone.
 */
export function PublicPhoneCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicFrame title={title}>
      <Box maxW="390px" mx="auto" bg="white" borderRadius="lg" borderWidth="1px" p="5">
        {children}
      </Box>
    </PublicFrame>
  );
}

/** A scanned code's read as a ts-rest query answers it: 200 with the record the code names, or nothing. */
export type ScannedRead<D> = {
  isPending: boolean;
  data?: { status: 200; body: D } | { status: Exclude<SuccessfulHttpStatusCode, 200>; body: unknown } | undefined;
};

/**
 * The react-query options of a scanned code's read: not asked without a code (`request` null),
 * asked once (a code nobody knows stays unknown), its failure said in the card, not as a toast.
 */
export function scannedReadOptions<T>(
  queryKey: QueryKey,
  request: T | null,
): { queryKey: QueryKey; queryData: T | typeof skipToken; retry: false; meta: { silent: boolean } } {
  return { queryKey, queryData: request ?? skipToken, retry: false, meta: { silent: true } };
}

type ScannedRecordCardProps<D, G extends string> = {
  /** The page's texts: `<group>.title`, `<group>.missing` (no code) and `<group>.unknown` (a code nobody knows). */
  text: TextFn<`${G}.title` | `${G}.missing` | `${G}.unknown`>;
  group: G;
  /** The code the scanned link carries; '' when it carries none. */
  code: string;
  read: ScannedRead<D>;
  noticeTestId: string;
  children: (record: D) => ReactNode;
};

/** The phone card of a scanned code's record: a warning without a code, loading, a warning for a code nobody knows, then the record. */
export function ScannedRecordCard<D, G extends string>({ text: t, group, code, read, noticeTestId, children }: ScannedRecordCardProps<D, G>) {
  const warning = (text: string) => (
    <InfoNote status="warning" testId={noticeTestId}>
      {text}
    </InfoNote>
  );
  let body: ReactNode;
  if (!code) body = warning(t(`${group}.missing`));
  else if (read.isPending) body = <LoadingState />;
  else if (read.data?.status !== 200) body = warning(t(`${group}.unknown`));
  else body = children(read.data.body);
  return <PublicPhoneCard title={t(`${group}.title`)}>{body}</PublicPhoneCard>;
}
