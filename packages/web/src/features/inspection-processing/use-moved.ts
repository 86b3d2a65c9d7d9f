import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../ui/toaster';
import { useInspectionProcessingText } from './messages';
import type { InspectionProcessingOwnKey } from './messages-zh';

/** The query key of one application's processing detail. */
export const processingQueryKey = (id: string) => ['inspectionProcessing', 'get', id];

/** Puts a move's answer in place of the detail and refreshes the list. */
export function useMoved(id: string) {
  const client = useQueryClient();
  const t = useInspectionProcessingText();
  return (response: { status: number; body: unknown }, notice: InspectionProcessingOwnKey) => {
    client.setQueryData(processingQueryKey(id), response);
    void client.invalidateQueries({ queryKey: ['inspectionProcessing', 'list'] });
    notify('success', t(notice));
  };
}
