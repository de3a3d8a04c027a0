/**
 * Every package src/ and mirage/ import at run time, as they name it. The dev
 * server bundles these before the first page asks for any, without first
 * crawling the whole source for them (seconds on a fresh clone).
 * tests/unit/build/dev-dependencies.test.ts checks the list against the imports.
 */
export const DEV_DEPENDENCIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  '@tanstack/react-router',
  '@tanstack/query-core',
  'xstate',
  'xstate/graph',
  '@xstate/react',
  'ky',
  'arktype',
  '@ark-ui/react/combobox',
  '@ark-ui/react/dialog',
  '@ark-ui/react/menu',
  '@ark-ui/react/portal',
  '@ark-ui/react/tabs',
  '@ark-ui/react/tooltip',
  'react-apexcharts',
  'elkjs/lib/elk.bundled.js',
  '@xterm/xterm',
  '@xterm/addon-search',
  'miragejs',
  'mock-socket',
] as const

