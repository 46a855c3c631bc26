import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { startApp, type RunningApp } from './app-server.ts';
import { FakeRegistries } from './fake-registries.ts';
import { Mailbox } from './mailbox.ts';

type WorkerFixtures = { app: RunningApp; mailbox: Mailbox; registries: FakeRegistries };

/** Each worker gets its own SMTP catcher and its own server on a fresh data folder. */
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
  app: [
    async ({ mailbox, registries }, use) => {
      const app = await startApp(mailbox.port, registries.url);
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
  api: async ({ playwright, app }, use) => {
    const context = await playwright.request.newContext({ baseURL: app.url });
    await use(context);
    await context.dispose();
  },
});

export { expect };
