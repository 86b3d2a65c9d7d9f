import type { FastifyError, FastifyInstance } from 'fastify';
import { coreFail, MESSAGES } from './answers';

const NOT_FOUND_PAGE = `<!DOCTYPE html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>404 - 页面不存在</title></head>
<body><h1>404</h1><p>抱歉，您访问的页面不存在。</p></body>
</html>
`;

/**
 * Unknown paths get the servlet container's HTML page, not JSON (the session guard has already
 * answered `result: "login"` for an unknown `/a` path without a session). Failures answer the core
 * `result: "false"` shape and never leak their inside.
 */
export function registerFallbacks(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(coreFail(MESSAGES.serverError));
    }
    return reply.code(status).send(coreFail(MESSAGES.badRequest));
  });
}
