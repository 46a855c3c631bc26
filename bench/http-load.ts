/**
 * HTTP load benchmark against a running server (default http://127.0.0.1:3000, demo data):
 * signs in as the demo owner, then keeps CONCURRENCY requests in flight for DURATION_S seconds
 * on each endpoint and prints requests per second and latency percentiles. Bounded in time and
 * only ever aimed at a local address.
 */
import { performance } from 'node:perf_hooks';

const baseUrl = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const durationMs = Number(process.env.DURATION_S ?? 10) * 1000;
const concurrency = Number(process.env.CONCURRENCY ?? 16);

const host = new URL(baseUrl).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
  throw new Error(`refusing to load a non-local address: ${host}`);
}

type Result = { name: string; count: number; errors: number; latencies: number[] };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(name: string, request: () => Promise<Response>): Promise<Result> {
  const result: Result = { name, count: 0, errors: 0, latencies: [] };
  const end = Date.now() + durationMs;
  const worker = async (): Promise<void> => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        const response = await request();
        await response.arrayBuffer();
        if (!response.ok) result.errors += 1;
      } catch {
        result.errors += 1;
      }
      result.latencies.push(performance.now() - started);
      result.count += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

function report(result: Result): void {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const rps = result.count / (durationMs / 1000);
  console.log(
    `${result.name.padEnd(28)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${percentile(sorted, 50).toFixed(1)} ms` +
      `  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  errors ${result.errors}`,
  );
}

const login = await fetch(`${baseUrl}/auth/api/v1/login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ login: 'demo@transitdocs.test', password: 'Demo123!' }),
});
if (!login.ok) throw new Error(`demo login failed: ${login.status}`);
const { token } = (await login.json()) as { token: string };
const auth = { authorization: `Token ${token}` };

console.log(`${baseUrl}, ${concurrency} concurrent, ${durationMs / 1000} s each`);
report(await run('GET /healthz', () => fetch(`${baseUrl}/healthz`)));
report(
  await run('GET /auth/api/v1/user/me/', () =>
    fetch(`${baseUrl}/auth/api/v1/user/me/`, { headers: auth }),
  ),
);
report(
  await run('GET profile-settings/', () =>
    fetch(`${baseUrl}/company/api/v1/profile-settings/`, { headers: auth }),
  ),
);
