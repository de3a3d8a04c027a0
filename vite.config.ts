import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'

// Two builds from one tree (README "Builds"):
// - `preview`: the technical preview, mock API (mirage/) started in the page.
// - `nexus`: served by Nexus; VITE_MOCK is false so the dynamic import of the
//   mock is dead code and the bundle carries none of it.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const mock = mode !== 'nexus'
  const nexus = env.NEXUS_URL // e.g. https://nexus.example:443 for `npm run dev:nexus`
  return {
    resolve: {
      alias: {
        '~': fileURLToPath(new URL('./src', import.meta.url)),
        'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
      },
    },
    define: {
      'import.meta.env.VITE_MOCK': JSON.stringify(mock),
      'import.meta.env.VITE_CHAOS': JSON.stringify(env.CHAOS ?? ''),
    },
    plugins: [react()],
    server: nexus
      ? {
          proxy: Object.fromEntries(
            ['/v1', '/login', '/device', '/experimental'].map((p) => [
              p,
              { target: nexus, changeOrigin: true, secure: false, ws: p === '/v1' },
            ]),
          ),
        }
      : undefined,
    build: { sourcemap: false, chunkSizeWarningLimit: 800 },
  }
})
