import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { UpstreamStats } from './round-robin-proxy.ts';

/**
 * The proxy and the S3 server in processes of their own, for the benchmark: in the load
 * generator's process they would share its event loop (and its CPU time, so the load generator
 * would slow the proxy and the other way round), and their CPU could not be told apart. Each
 * process's CPU time is read from /proc/<pid>/stat like the instances'.
 */
export type ServiceRequest =
  | { type: 'set-upstreams'; id: number; urls: string[] }
  | { type: 'stats'; id: number }
  | { type: 'close'; id: number };

export type ServiceReply =
  | { type: 'ready'; url: string; env: Record<string, string> }
  | { type: 'done'; id: number }
  | { type: 'stats'; id: number; stats: Record<string, UpstreamStats> };

type Service = {
  url: string;
  env: Record<string, string>;
  pid: number;
  request(message: DistributiveOmit<ServiceRequest, 'id'>): Promise<ServiceReply>;
  close(): Promise<void>;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const ENTRY = fileURLToPath(new URL('./service-process-entry.ts', import.meta.url));

async function startService(kind: 'proxy' | 's3'): Promise<Service> {
  const child: ChildProcess = fork(ENTRY, [kind], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 1;
  const pending = new Map<number, (reply: ServiceReply) => void>();
  const ready = new Promise<{ url: string; env: Record<string, string> }>((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`${kind} process exited (${String(code)}) before it was ready`));
    });
    child.on('message', (message: ServiceReply) => {
      if (message.type === 'ready') resolve({ url: message.url, env: message.env });
      else pending.get(message.id)?.(message);
    });
  });
  const { url, env } = await ready;
  const request = (message: DistributiveOmit<ServiceRequest, 'id'>) =>
    new Promise<ServiceReply>((resolve) => {
      const id = nextId++;
      pending.set(id, (reply) => {
        pending.delete(id);
        resolve(reply);
      });
      child.send({ ...message, id });
    });
  return {
    url,
    env,
    pid: child.pid ?? 0,
    request,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close', id: 0 });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type ProxyProcess = {
  url: string;
  pid: number;
  setUpstreams(urls: readonly string[]): Promise<void>;
  stats(): Promise<Record<string, UpstreamStats>>;
  close(): Promise<void>;
};

export async function startProxyProcess(): Promise<ProxyProcess> {
  const service = await startService('proxy');
  return {
    url: service.url,
    pid: service.pid,
    setUpstreams: async (urls) => {
      await service.request({ type: 'set-upstreams', urls: [...urls] });
    },
    stats: async () => {
      const reply = await service.request({ type: 'stats' });
      return reply.type === 'stats' ? reply.stats : {};
    },
    close: () => service.close(),
  };
}

export type S3Process = {
  endpoint: string;
  env: Record<string, string>;
  pid: number;
  close(): Promise<void>;
};

export async function startS3Process(): Promise<S3Process> {
  const service = await startService('s3');
  return {
    endpoint: service.url,
    env: service.env,
    pid: service.pid,
    close: () => service.close(),
  };
}
