import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'
import { integrationEnv } from './tests/int/test-env'

// Decided here, in the main process, so workers get it before any module reads the environment.
process.env.INT_BASE_DATABASE_URL ??= process.env.DATABASE_URL ?? ''
const intEnv = integrationEnv(process.env.INT_BASE_DATABASE_URL).env

export default defineConfig({
  plugins: [tsconfigPaths()],
  // Tests import database modules directly, as the server does ('server-only' is empty under react-server).
  resolve: { alias: { 'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          globalSetup: ['tests/int/global-setup.ts'],
          env: intEnv,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // A browser on a loaded 2-core CI machine can take more than the default second to show a change.
          expect: { poll: { timeout: 5_000 } },
          hookTimeout: 120_000,
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
})
