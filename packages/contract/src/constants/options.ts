import { z } from 'zod';

/** One value of a fixed list: a stable English code for the API, a zh-CN label for people. */
export type Option<C extends string = string> = { readonly code: C; readonly label: string };

type Codes<T extends readonly Option[]> = T[number]['code'];

/** The zod enum of a list's codes. */
export function enumOf<const T extends readonly [Option, ...Option[]]>(list: T) {
  const codes = list.map((option) => option.code) as unknown as [Codes<T>, ...Codes<T>[]];
  return z.enum(codes);
}

/** The label of `code` in `list`, or the code itself when the list does not know it. */
export function labelOf(list: readonly Option[], code: string): string {
  return list.find((option) => option.code === code)?.label ?? code;
}
