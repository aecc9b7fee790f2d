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
