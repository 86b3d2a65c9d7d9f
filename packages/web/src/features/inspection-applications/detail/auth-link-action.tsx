import { Button, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuLink } from 'react-icons/lu';
import { shortDateTime } from '../../../lib/dates';
import { useInspectionApplicationText } from '../messages';

/** A countdown in whole seconds from `start`, restarted whenever `start` changes (a new answer). */
export function useCountdown(start: number): number {
  const [left, setLeft] = useState(start);
  const [from, setFrom] = useState(start);
  if (from !== start) {
    setFrom(start);
    setLeft(start);
  }
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return Math.max(0, left);
}

const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * 授权现场联系人填写: the button that texts the site contact a link, disabled with the time left
 * while the platform's cooldown runs (sms-sends/ledger.ts), and when the last link went out.
 */
export function AuthLinkButton({ waitSeconds, pending, onIssue }: { waitSeconds: number; pending: boolean; onIssue: () => void }) {
  const t = useInspectionApplicationText();
  const left = useCountdown(waitSeconds);
  return (
    <Button size="sm" variant="outline" colorPalette="blue" loading={pending} disabled={left > 0} onClick={onIssue} data-testid="issue-auth-link">
      <LuLink /> {left > 0 ? t('detail.authLinkWait', { time: minutesAndSeconds(left) }) : t('detail.authLink')}
    </Button>
  );
}

/** 上次发送：yyyy-MM-dd HH:mm (Beijing time, as the API answers). */
export function AuthLinkLastSent({ sentAt }: { sentAt: string | null }) {
  const t = useInspectionApplicationText();
  if (!sentAt) return null;
  return (
    <Text fontSize="sm" color="gray.600" mb="3" data-testid="auth-link-last-sent">
      {t('detail.authLinkLastSent', { at: shortDateTime(sentAt) })}
    </Text>
  );
}
