// The production (Nexus) build served the way Nexus serves it, with Prism in
// Nexus's place answering from the OpenAPI document (README "Contract walk").
//
//   node scripts/contract-server.mjs [--dir dist/nexus] [--port 4190] [--prism-port 4191] [--dynamic [--seed S]]
//
// One origin, like Nexus: the built files with SPA fallback, and the API
// (/v1, /experimental, and the non-GET /login and /device calls) proxied to a
// Prism mock of openapi/nexus-openapi.json — static mode (the document's
// examples and defaults) or, with --dynamic, data generated from the schemas.
// Every request Prism rejects (422, or an `sl-violations` header) is printed
// here; the contract spec fails on the same responses in the browser.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { parseArgs } from 'node:util'
import { SECURITY_HEADERS } from './csp.mjs'
import { staticFiles } from './lib/static-files.mjs'

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist/nexus' },
    port: { type: 'string', default: '4190' },
    'prism-port': { type: 'string', default: '4191' },
    dynamic: { type: 'boolean', default: false },
    seed: { type: 'string' },
    document: { type: 'string', default: 'openapi/nexus-openapi.json' },
  },
})
const port = Number(args.port)
const prismPort = Number(args['prism-port'])
const mode = args.dynamic ? 'dynamic' : 'static'
const tag = `[contract ${mode}]`

if (!existsSync(`${args.dir}/index.html`)) {
  console.error(`${tag} ${args.dir}/index.html is missing: run \`npm run build\` first`)
  process.exit(1)
}

// Prism's own binary from node_modules; `-d` generates data instead of examples.
const prism = spawn(
  'node_modules/.bin/prism',
  ['mock', '-h', '127.0.0.1', '-p', String(prismPort), ...(args.dynamic ? ['-d'] : []), ...(args.seed ? ['--seed', args.seed] : []), args.document],
  { stdio: ['ignore', 'pipe', 'pipe'] },
)
const stop = () => {
  prism.kill('SIGTERM')
  process.exit(0)
}
process.on('exit', () => prism.kill('SIGTERM'))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
prism.on('exit', (code) => {
  console.error(`${tag} Prism exited (${code})`)
  process.exit(1)
})

const ready = new Promise((resolve) => {
  let seen = ''
  prism.stdout.on('data', (chunk) => {
    const text = chunk.toString()
    if (seen !== null) {
      seen += text
      if (seen.includes('Prism is listening')) {
        seen = null
        resolve()
      }
    } else if (/✖|error|violation/i.test(text)) {
      // Prism's own report of a request it rejected or could not answer.
      process.stdout.write(`${tag} prism: ${text}`)
    }
  })
  prism.stderr.on('data', (chunk) => process.stderr.write(`${tag} prism: ${chunk}`))
})

const toPrism = (path, method) =>
  path.startsWith('/v1/') ||
  path.startsWith('/experimental/') ||
  // GET /login/… and /device/… are the console's own pages; their POSTs are API calls.
  (method !== 'GET' && method !== 'HEAD' && (path.startsWith('/login/') || path.startsWith('/device/')))

const files = staticFiles(args.dir, SECURITY_HEADERS)

function proxy(req, res) {
  const upstream = request(
    { host: '127.0.0.1', port: prismPort, method: req.method, path: req.url, headers: req.headers },
    (up) => {
      const violations = up.headers['sl-violations']
      if (up.statusCode === 422 || violations) {
        console.log(`${tag} REJECTED ${req.method} ${req.url} → ${up.statusCode} ${violations ?? ''}`)
      }
      res.writeHead(up.statusCode ?? 502, up.headers)
      up.pipe(res)
    },
  )
  upstream.on('error', (e) => {
    res.writeHead(502, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ error_code: 'ProxyError', message: e.message, request_id: 'contract' }))
  })
  req.pipe(upstream)
}

await ready
const server = createServer((req, res) => {
  const path = req.url.split('?')[0]
  if (toPrism(path, req.method)) proxy(req, res)
  else files(req, res)
})
// Prism speaks no websocket: the serial console's stream is refused, as a
// Nexus that cannot reach the instance would.
server.on('upgrade', (_req, socket) => {
  socket.end('HTTP/1.1 501 Not Implemented\r\nConnection: close\r\n\r\n')
})
// A port already taken (or any failure to serve) must not leave Prism running.
server.on('error', (e) => {
  console.error(`${tag} ${e.message}`)
  prism.kill('SIGTERM')
  process.exit(1)
})
server.listen(port, '127.0.0.1', () => {
  console.log(`${tag} ${args.dir} on http://127.0.0.1:${port}, API from Prism on :${prismPort}`)
})
