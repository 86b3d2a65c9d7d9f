import { OPERATION_MODES, type OperationMode } from '@portal/contract';

/** `?mode=` of a record page; a missing or unknown mode opens a new record. */
export function operationModeOf(raw: string | null): OperationMode {
  return (OPERATION_MODES as readonly string[]).includes(raw ?? '') ? (raw as OperationMode) : 'add';
}
