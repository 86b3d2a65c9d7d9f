import type { HTTPMethods } from 'fastify';

/** Spring's `@RequestMapping` without a method answers GET and POST alike. */
export const GET_OR_POST: HTTPMethods[] = ['GET', 'POST'];
