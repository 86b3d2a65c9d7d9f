/** One recorded platform answer as the recorder hands it over and a replayer loads it (body in base64). */
export type Recording = { key: string; status: number; headers: Record<string, string>; body: string };

// The platform's session travels in these query parameters; any session gets the recorded answer.
const SESSION_PARAMS = ['__sid', '__extend'];

/** The replay key of a request: `GET /a/x?a=1&b=2`, query sorted, session parameters dropped. */
export function replayKey(method: string, url: string): string {
  const parsed = new URL(url, 'http://replay.invalid');
  for (const name of SESSION_PARAMS) parsed.searchParams.delete(name);
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return `${method.toUpperCase()} ${parsed.pathname}${query ? `?${query}` : ''}`;
}
