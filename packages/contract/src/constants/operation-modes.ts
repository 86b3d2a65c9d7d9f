import { z } from 'zod';

/** How a record page opens: a new record, an existing one for editing, or read-only. */
export const OPERATION_MODES = ['add', 'edit', 'view'] as const;
export const ZOperationMode = z.enum(OPERATION_MODES);
export type OperationMode = z.infer<typeof ZOperationMode>;
