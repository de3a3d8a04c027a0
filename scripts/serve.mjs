// Serves a built console (dist/preview, dist/nexus) with SPA fallback and the
// console's security headers, the CSP among them (scripts/csp.mjs): the e2e
// suite runs the preview under the policy a deployment should use.
//
//   node scripts/serve.mjs [dir] [--port 4180] [--host 127.0.0.1]
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import { SECURITY_HEADERS } from './csp.mjs'
import { staticFiles } from './lib/static-files.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '4180' }, host: { type: 'string', default: '127.0.0.1' } },
})
const dir = positionals[0] ?? 'dist/preview'
createServer(staticFiles(dir, SECURITY_HEADERS)).listen(Number(values.port), values.host, () => {
  console.log(`${dir} on http://${values.host}:${values.port}`)
})
