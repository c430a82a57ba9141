export type Json = Record<string, unknown> & { [key: string]: unknown };
export type ApiAnswer = { status: number; body: Json; headers: Headers };
export type ApiCallOptions = { body?: unknown; token?: string; headers?: Record<string, string> };

/** One JSON call to a running platform's /api, read back as status, body and headers. */
export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  options: ApiCallOptions = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json, headers: response.headers };
}
