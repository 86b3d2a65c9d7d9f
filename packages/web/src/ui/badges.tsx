import { Badge } from '@chakra-ui/react';
import {
  REGISTRATION_STATES,
  EQUIPMENT_USE_STATES,
  FAILED_CONCLUSIONS,
  INSPECTION_CONCLUSIONS,
  REGISTER_STATES,
  REVIEW_STATES,
  type InspectionConclusion,
} from '@portal/contract';
import { useI18n } from '../i18n/i18n';

const USE_STATE_COLOURS: Record<string, string> = {
  in_use: 'green',
  not_in_use: 'gray',
  out_of_service: 'orange',
  scrapped: 'red',
  dismantled: 'red',
  moved_out: 'purple',
};

export function UseStateBadge({ state }: { state: string }) {
  const { label } = useI18n();
  return <Badge colorPalette={USE_STATE_COLOURS[state] ?? 'gray'}>{label(EQUIPMENT_USE_STATES, state)}</Badge>;
}

export function RegisterStateBadge({ state }: { state: string }) {
  const { label } = useI18n();
  const colour = state === 'registered' ? 'blue' : state === 'cancelled' ? 'gray' : 'yellow';
  return <Badge colorPalette={colour}>{label(REGISTER_STATES, state)}</Badge>;
}

export function ReviewStateBadge({ state }: { state: string }) {
  const { label } = useI18n();
  const colour = { draft: 'gray', submitted: 'blue', approved: 'green', returned: 'orange' }[state] ?? 'gray';
  return <Badge colorPalette={colour}>{label(REVIEW_STATES, state)}</Badge>;
}

/** 待审核 / 已通过 / 未通过 (/ 已失效, a registration's) of the institute's audits (registrations, password resets). */
export function AuditStateBadge({ state }: { state: string }) {
  const { label } = useI18n();
  const colour = { pending: 'orange', approved: 'green', rejected: 'red' }[state] ?? 'gray';
  return <Badge colorPalette={colour}>{label(REGISTRATION_STATES, state)}</Badge>;
}

export function ConclusionBadge({ conclusion }: { conclusion: string | null }) {
  const { label } = useI18n();
  if (!conclusion) return <>—</>;
  const failed = FAILED_CONCLUSIONS.includes(conclusion as InspectionConclusion);
  return (
    <Badge colorPalette={failed ? 'red' : 'green'} variant="subtle">
      {label(INSPECTION_CONCLUSIONS, conclusion)}
    </Badge>
  );
}
