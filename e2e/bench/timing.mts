/** What the benches share to time requests and sum the times up. */
import { spawn } from 'node:child_process';

/** The nearest-rank `p`th percentile of ascending `sorted` times; 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Runs `client` (an ES module's source) in a Node process of its own, so that the server's event
 * loop never shares a process with the clock that times it. The client reads `input` as JSON from
 * stdin and writes its result as JSON to stdout.
 */
export function runTimingClient<T>(client: string, input: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', client], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the timing client exited with ${code}`));
      else resolve(JSON.parse(output) as T);
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/** One API call's times as a bench prints them, against its p95 budget. */
export interface CallFigures {
  call: string;
  'p50 ms': number;
  'p95 ms': number;
  budget: string;
}

/** A call to time: `headers` the same for every request, or one set per request (warm-up first). */
export interface TimedCall {
  call: string;
  url: string;
  headers?: Record<string, string> | Record<string, string>[];
}

/** Times each request, one at a time, in its own process (see `runTimingClient`). */
const REQUESTS_CLIENT = `
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { urls, headers } = JSON.parse(input);
const results = [];
for (const [n, url] of urls.entries()) {
  const started = performance.now();
  const response = await fetch(url, { headers: Array.isArray(headers) ? headers[n] : headers ?? {} });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(url + ' answered ' + response.status);
  results.push(ms);
}
process.stdout.write(JSON.stringify(results));
`;

const tenths = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Each call `warmUp + samples` times, one request at a time; the figures of the last `samples`,
 * the p95 against `budgetP95Ms`.
 */
export async function timeCalls(
  calls: readonly TimedCall[],
  { warmUp, samples, budgetP95Ms }: { warmUp: number; samples: number; budgetP95Ms: number },
): Promise<CallFigures[]> {
  const figures: CallFigures[] = [];
  for (const { call, url, headers } of calls) {
    const times = (
      await runTimingClient<number[]>(REQUESTS_CLIENT, {
        urls: Array<string>(warmUp + samples).fill(url),
        headers,
      })
    )
      .slice(warmUp)
      .sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    figures.push({
      call,
      'p50 ms': tenths(percentile(times, 50)),
      'p95 ms': tenths(p95),
      budget: `p95 ≤ ${budgetP95Ms} ms: ${p95 <= budgetP95Ms ? 'within' : 'OVER'}`,
    });
  }
  return figures;
}
