/**
 * A cluster service in a process of its own (see service-processes.ts): `proxy` (the round-robin
 * proxy) or `s3` (the test S3 server). Driven over the IPC channel; reports `ready` with its
 * address once listening.
 */
import { startTestS3 } from '../s3-server.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import type { ServiceReply, ServiceRequest } from './service-processes.ts';

const kind = process.argv[2];

function reply(message: ServiceReply): void {
  process.send?.(message);
}

if (kind === 'proxy') {
  const proxy = await startRoundRobinProxy();
  process.on('message', (message: ServiceRequest) => {
    switch (message.type) {
      case 'set-upstreams':
        proxy.setUpstreams(message.urls);
        reply({ type: 'done', id: message.id });
        break;
      case 'stats':
        reply({ type: 'stats', id: message.id, stats: proxy.stats() });
        break;
      case 'close':
        void proxy.close().then(() => {
          reply({ type: 'done', id: message.id });
          process.exit(0);
        });
        break;
    }
  });
  reply({ type: 'ready', url: proxy.url, env: {} });
} else if (kind === 's3') {
  const s3 = await startTestS3();
  process.on('message', (message: ServiceRequest) => {
    if (message.type === 'close') {
      void s3.stop().then(() => {
        reply({ type: 'done', id: message.id });
        process.exit(0);
      });
    } else {
      reply({ type: 'done', id: message.id });
    }
  });
  reply({ type: 'ready', url: s3.endpoint, env: s3.env });
} else {
  throw new Error(`unknown service ${String(kind)}: proxy or s3`);
}

// The parent went away without closing us (killed, crashed): do not linger.
process.on('disconnect', () => process.exit(0));
