declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** Worker threads firing the requests (the calling thread then only waits for the result). */
    workers?: number;
    /** Requests per second for the whole run, spread over the connections (without it: as fast as answered). */
    overallRate?: number;
    /** Replaces `[<id>]` in the body with a new id in every request. */
    idReplacement?: boolean;
    /** The requests each connection sends in turn; setupRequest may change each one (path, body) as it goes. */
    requests?: Array<{
      method?: string;
      path?: string;
      body?: string;
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
    }>;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
    timeouts: number;
    '4xx': number;
    '5xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
