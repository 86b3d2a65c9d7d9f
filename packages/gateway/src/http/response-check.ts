import type { FastifyInstance } from 'fastify';

type Schema = { safeParse(value: unknown): { success: true } | { success: false; error: { issues: { path: (string | number)[]; message: string }[] } } };

const isSchema = (value: unknown): value is Schema => typeof (value as Schema | undefined)?.safeParse === 'function';

type ContractRoute = { method: string; path: string; responses: Record<number, unknown> };

/** An answer that does not have the shape the contract promises for its status. */
export class AnswerOutsideContract extends Error {
  constructor(route: string, status: number, readonly issues: string[]) {
    super(`the answer ${status} of ${route} does not match the contract: ${issues.join('; ')}`);
    this.name = 'AnswerOutsideContract';
  }
}

/**
 * Checks every contract route's answer against the contract's schema for its status before it is
 * serialised (config.validateResponses: development, tests and the browser journeys). The body
 * sent is the handler's own, never the parsed copy, so what is checked is what production sends.
 * A mismatch is a 500 whose log line names the fields (never their values).
 */
export function installResponseCheck(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const route = request.routeOptions.config?.tsRestRoute as ContractRoute | undefined;
    const schema = route?.responses[reply.statusCode];
    if (!route || !isSchema(schema)) return payload;
    const checked = schema.safeParse(payload);
    if (checked.success) return payload;
    const issues = checked.error.issues.slice(0, 10).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
    throw new AnswerOutsideContract(`${route.method} ${route.path}`, reply.statusCode, issues);
  });
}
