import { useQueryClient } from '@tanstack/react-query';
import { inspectionProcessingKeys } from '../../api/queries/inspection-processing';
import { notify } from '../../ui/toaster';
import { useInspectionProcessingText } from './messages';
import type { InspectionProcessingOwnKey } from './messages-zh';

/** Puts a move's answer in place of the detail and refreshes the list. */
export function useMoved(id: string) {
  const client = useQueryClient();
  const t = useInspectionProcessingText();
  return (response: { status: number; body: unknown }, notice: InspectionProcessingOwnKey) => {
    client.setQueryData(inspectionProcessingKeys.detail(id), response);
    void client.invalidateQueries({ queryKey: inspectionProcessingKeys.lists() });
    notify('success', t(notice));
  };
}
