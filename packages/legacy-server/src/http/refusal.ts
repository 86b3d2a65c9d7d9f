import { appFail, type AppAnswer } from './business-answers';
import { failed, passed, type Checked } from './checked';

/**
 * A refusal of the platform inside a write (not found, a state that forbids it, a foreign record or
 * attachment): thrown to roll the transaction back, and answered with its text as `errorMsg`.
 */
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Runs `work`: a thrown Refusal comes back as a failed check with its text; any other error goes on. */
export async function refusalsAsFailures<T>(work: () => Promise<T>): Promise<Checked<T>> {
  try {
    return passed(await work());
  } catch (error) {
    if (error instanceof Refusal) return failed(error.message);
    throw error;
  }
}

/** Runs a route's `work`: a thrown Refusal is answered `isSuccess: 0` with its text as errorMsg; any other error goes on. */
export async function refusalAnswer(work: () => Promise<AppAnswer>): Promise<AppAnswer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return appFail(error.message);
    throw error;
  }
}
