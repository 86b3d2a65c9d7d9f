/** Whether a request URL is under /api (the clean API, its OpenAPI document and Swagger UI). */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
