import autocannon from 'autocannon';

export type HttpResult = {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

/** Loads one URL with autocannon and returns mean requests per second and p99 latency. */
export async function loadTest(
  baseUrl: string,
  path: string,
  connections = 100,
  duration = 10,
  headers: Record<string, string> = {},
): Promise<HttpResult> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections,
    duration,
    pipelining: 1,
    headers,
  });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
