import { multipart, type Part } from '../multipart.ts';

/**
 * The API over real HTTP (fetch), for suites and benchmarks that talk to running processes; the
 * factories in ../factories.ts speak app.inject to an app in the test's own process.
 */
export type Answer = {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  /** the body parsed as JSON (callers state what they expect of it) */
  json(): unknown;
};

export type CallOptions = {
  token?: string;
  /** sent as JSON */
  json?: unknown;
  /** sent as multipart/form-data */
  parts?: Part[];
  headers?: Record<string, string>;
};

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Token ${options.token}`;
  let body: Buffer | string | undefined;
  if (options.parts) {
    const form = multipart(options.parts);
    Object.assign(headers, form.headers);
    body = form.payload;
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text,
    json: () => JSON.parse(text) as unknown,
  };
}

/** Like `call`, but anything other than `expected` fails with the answer's body. */
export async function expectCall(
  expected: number,
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const answer = await call(baseUrl, method, path, options);
  if (answer.status !== expected) {
    throw new Error(
      `${method} ${new URL(path, baseUrl).toString()}: ${answer.status} (wanted ${expected}) ` +
        answer.text.slice(0, 500),
    );
  }
  return answer;
}

export async function loginOver(baseUrl: string, login: string, password: string) {
  const answer = await expectCall(200, baseUrl, 'POST', '/auth/api/v1/login/', {
    json: { login, password },
  });
  return (answer.json() as { token: string }).token;
}
