/**
 * Answers of the institute's business modules (docs/legacy-wire.md "Result flags"): most of `/a/stone/*`
 * says `result: "true"|"false"` with `errorMsg` and the payload under `data`; the `appOnline` family
 * (here also `epPemUseregistApply`) says `isSuccess: 1|0` instead.
 */
export type StoneAnswer = { result: 'true' | 'false'; message?: string; errorMsg?: string; data?: unknown };
export type AppAnswer = { isSuccess: 1 | 0; errorMsg?: string; data?: unknown };

export const stoneOk = (data?: unknown, message?: string): StoneAnswer => ({
  result: 'true',
  ...(message === undefined ? {} : { message }),
  ...(data === undefined ? {} : { data }),
});

export const stoneFail = (errorMsg: string): StoneAnswer => ({ result: 'false', errorMsg });

export const appOk = (data?: unknown): AppAnswer => (data === undefined ? { isSuccess: 1 } : { isSuccess: 1, data });

export const appFail = (errorMsg: string): AppAnswer => ({ isSuccess: 0, errorMsg });
