import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
    },
  },
  define: {
    'import.meta.env.VITE_MOCK': 'true',
    'import.meta.env.VITE_CHAOS': '""',
  },
  test: {
    // Playwright specs live in tests/e2e and are run by `playwright test`.
    include: ['tests/{unit,component,model}/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    pool: 'threads',
    // Both cores: the default leaves one for the main process, which waits.
    maxWorkers: 2,
    // Above the 5 s ceiling of a single wait (tests/setup.ts).
    testTimeout: 20_000,
  },
})
