import { Badge } from '@chakra-ui/react';
import { useWorkerText } from './messages';
import { validityOf } from './validity';

const PALETTE = { valid: 'green', expiring: 'orange', expired: 'red', unknown: 'gray' } as const;

/** 有效 / N 天内到期 / 已过期 of a certificate's end date. */
export function ValidityBadge({ validTo }: { validTo: string | null }) {
  const t = useWorkerText();
  const validity = validityOf(validTo);
  return (
    <Badge colorPalette={PALETTE[validity.kind]} variant="subtle">
      {t(`validity.${validity.kind}`, { days: validity.days })}
    </Badge>
  );
}
