import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/{src,test}/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/scripts/**/*.test.ts',
      'packages/client/scripts/**/*.test.ts',
    ],
    pool: 'forks',
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
