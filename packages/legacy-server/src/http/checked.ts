/** A check that either passes with a value or fails with the platform's error text (errorMsg). */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export const passed = <T>(value: T): Checked<T> => ({ ok: true, value });

export const failed = (message: string): { ok: false; message: string } => ({ ok: false, message });
