import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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

type ScannedRecordCardProps<D> = {
  title: string;
  /** The code the scanned link carries; '' when it carries none. */
  code: string;
  pending: boolean;
  /** The record the code names, once the platform has found it. */
  record: D | undefined;
  missingText: string;
  unknownText: string;
  noticeTestId: string;
  children: (record: D) => ReactNode;
};

/** The phone card of a scanned code's record: a warning without a code, loading, a warning for a code nobody knows, then the record. */
export function ScannedRecordCard<D>({ title, code, pending, record, missingText, unknownText, noticeTestId, children }: ScannedRecordCardProps<D>) {
  const warning = (text: string) => (
    <InfoNote status="warning" testId={noticeTestId}>
      {text}
    </InfoNote>
  );
  let body: ReactNode;
  if (!code) body = warning(missingText);
  else if (pending) body = <LoadingState />;
  else if (record === undefined) body = warning(unknownText);
  else body = children(record);
  return <PublicPhoneCard title={title}>{body}</PublicPhoneCard>;
}
