import autocannon from 'autocannon';

export interface LoadCase {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** Extra request headers, e.g. a signed-in session's cookie. */
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** One bounded autocannon run; non-2xx answers count as errors so a broken route cannot look fast. */
export async function runLoad(c: LoadCase): Promise<LoadResult> {
  const result = await autocannon({
    url: c.url,
    method: c.method,
    body: c.body,
    headers: {
      ...(c.body
        ? {
            'content-type': 'application/json',
            'accept-encoding': 'identity',
            'x-requested-with': 'carespace',
          }
        : {}),
      ...c.headers,
    },
    connections: c.connections,
    duration: c.seconds,
    // The requests are made on a worker thread: the server under test runs in this process, and a load generator
    // on its event loop would take that loop's time from the server being measured.
    workers: 1,
  });
  return {
    name: c.name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}
