// A POST to a running server with the Parse envelope (the application id and key; the session token in
// the body when the caller puts it there), for tests and benchmarks that drive a server process over HTTP.
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';

/** The answer's JSON; anything but a 2xx throws with the status and the body. */
export async function callServer<T>(baseUrl: string, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY, ...body }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}
