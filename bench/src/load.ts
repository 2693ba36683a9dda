import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  body?: unknown;
}

export interface LoadSpec {
  baseUrl: string;
  token: string;
  connections: number;
  durationSeconds: number;
  /** The next request to send; writes hand out each row once. */
  next: () => LoadRequest;
  /** Writes: at most this many requests (the rows prepared for the case). */
  amount?: number;
}

export interface LoadFigures {
  requests: number;
  /** Answers outside 2xx, connection errors and timeouts: any of them breaks the measurement. */
  failures: number;
  statusCounts: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  seconds: number;
}

/** The value at or below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * Reads: autocannon over `connections` keep-alive connections for `durationSeconds`, keeping
 * every answer's latency (autocannon's own histogram has no p95). When the time ran out before
 * any answer (autocannon drops those in flight), it waits for one answer per connection instead.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  const figures = await autocannonRun(spec, { duration: spec.durationSeconds });
  return figures.requests > 0 ? figures : autocannonRun(spec, { amount: spec.connections });
}

function autocannonRun(spec: LoadSpec, bound: { duration: number } | { amount: number }): Promise<LoadFigures> {
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.baseUrl,
        connections: spec.connections,
        ...bound,
        // autocannon checks for the end once a sample: sub-second cases need finer samples.
        sampleInt: 100,
        timeout: 60,
        headers: { authorization: `Bearer ${spec.token}` },
        requests: [{ setupRequest: (request) => ({ ...request, path: spec.next().path }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve(summarize(latencies, statusCounts, result.errors + result.timeouts, (performance.now() - started) / 1000));
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

function summarize(latencies: number[], statusCounts: Record<string, number>, otherFailures: number, seconds: number): LoadFigures {
  latencies.sort((a, b) => a - b);
  const answered = Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  return {
    requests: answered,
    failures: answered - latencies.length + otherFailures,
    statusCounts,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    requestsPerSecond: latencies.length / seconds,
    seconds,
  };
}

function send(agent: http.Agent, spec: LoadSpec, request: LoadRequest): Promise<number> {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(request.path, spec.baseUrl),
      {
        agent,
        method: request.method,
        headers: {
          authorization: `Bearer ${spec.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Writes: `connections` loops, each sending its next request when the last is answered, until
 * the time is up or `amount` are sent; every request sent is awaited. (Stopped autocannon drops
 * the answers in flight, and a write whose answer is not counted breaks the check that every
 * write changed its row.)
 */
export async function runClosedLoop(spec: LoadSpec): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + spec.durationSeconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline && (spec.amount === undefined || sent < spec.amount)) {
      sent++;
      const request = spec.next();
      const requestStarted = performance.now();
      try {
        const status = await send(agent, spec, request);
        statusCounts[status] = (statusCounts[status] ?? 0) + 1;
        if (status >= 200 && status < 300) latencies.push(performance.now() - requestStarted);
      } catch {
        errors++;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: spec.connections }, loop));
  } finally {
    agent.destroy();
  }
  return summarize(latencies, statusCounts, errors, (performance.now() - started) / 1000);
}
