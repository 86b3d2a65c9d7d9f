import { DEFAULT_CIPHER_KEY, encodeLoginText } from '@portal/legacy-protocol';

/** A tiny client of the /a wire for the route tests: form posts and session query parameters. */
export type WireSession = { sid: string; extend: string };
export type WireAnswer = Record<string, unknown>;

export async function post(baseUrl: string, path: string, form: Record<string, string>, session?: WireSession) {
  const query = session ? `?__sid=${session.sid}&__extend=${session.extend}` : '';
  const response = await fetch(`${baseUrl}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as WireAnswer };
}

export async function get(baseUrl: string, path: string, session?: WireSession, query: Record<string, string> = {}) {
  const params = new URLSearchParams(query);
  if (session) {
    params.set('__sid', session.sid);
    params.set('__extend', session.extend);
  }
  const text = params.toString();
  const response = await fetch(`${baseUrl}${path}${text ? `?${text}` : ''}`);
  return { status: response.status, body: (await response.json()) as WireAnswer };
}

export function loginForm(loginName: string, password: string, key: string = DEFAULT_CIPHER_KEY) {
  return {
    username: encodeLoginText(loginName, key),
    password: encodeLoginText(password, key),
    __ajax: 'json',
  };
}

/** Signs in and returns the session, failing the test when the login is refused. */
export async function login(
  baseUrl: string,
  loginName: string,
  password: string,
  key: string = DEFAULT_CIPHER_KEY,
): Promise<WireSession> {
  const { body } = await post(baseUrl, '/a/login', loginForm(loginName, password, key));
  if (body.result !== 'true') throw new Error(`login of ${loginName} refused: ${JSON.stringify(body)}`);
  return { sid: String(body.sessionid), extend: String(body.__extend) };
}
