import autocannon from 'autocannon';

export interface LoadCase {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
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
    headers: c.body
      ? { 'content-type': 'application/json', 'accept-encoding': 'identity', 'x-requested-with': 'carespace' }
      : {},
    connections: c.connections,
    duration: c.seconds,
  });
  return {
    name: c.name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}
