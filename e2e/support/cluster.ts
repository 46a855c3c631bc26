import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { startCluster, type Cluster } from '../../apps/server/test/cluster/cluster.ts';
import { ciRequiresPostgres, postgresAdminUrl } from '../../apps/server/test/cluster/instances.ts';
import { FakeRegistries } from './fake-registries.ts';
import { Mailbox } from './mailbox.ts';

/** Whether this run may start a cluster: PostgreSQL is there, or CI demands it (and fails). */
export const clusterAvailable = Boolean(process.env.TEST_DATABASE_URL) || ciRequiresPostgres();

type WorkerFixtures = { cluster: Cluster; mailbox: Mailbox; registries: FakeRegistries };

/**
 * The browser against a deployment: two server processes (PostgreSQL, Redis, one S3 bucket)
 * behind the round-robin proxy, whose address is the app's public URL and the browser's. Only
 * the first instance seeds the demo company: seeding is a check-then-insert meant for one
 * process, while both instances migrate the fresh database at once.
 */
export const test = base.extend<{ api: APIRequestContext }, WorkerFixtures>({
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern.
    async ({}, use) => {
      const mailbox = new Mailbox();
      await mailbox.start();
      await use(mailbox);
      await mailbox.stop();
    },
    { scope: 'worker' },
  ],
  registries: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern.
    async ({}, use) => {
      const registries = new FakeRegistries();
      await registries.start();
      await use(registries);
      await registries.stop();
    },
    { scope: 'worker' },
  ],
  cluster: [
    async ({ mailbox, registries }, use) => {
      const adminUrl = postgresAdminUrl();
      if (!adminUrl) throw new Error('the cluster needs TEST_DATABASE_URL');
      const cluster = await startCluster({
        adminUrl,
        env: {
          SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
          // A browser suite signs in far more often than a person; limits have their own tests.
          RATE_LIMIT_MAX: '1000',
          RATE_LIMIT_IP_MAX: '1000',
          MF_API_URL: registries.url,
          VIES_API_URL: registries.url,
        },
        instanceEnv: (index) => ({ SEED_DEMO: index === 0 ? 'true' : 'false' }),
      });
      await use(cluster);
      await cluster.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ cluster }, use) => {
    await use(cluster.proxy.url);
  },
  api: async ({ playwright, cluster }, use) => {
    const context = await playwright.request.newContext({ baseURL: cluster.proxy.url });
    await use(context);
    await context.dispose();
  },
});

export { expect };
