// A static file handler for a built console (dist/…): files as they are, a
// 404 for a missing file of the build (assets/), every other GET answered
// with index.html (the SPA's own router decides), and
// extra headers (the CSP) on every answer. Small on purpose: sirv-cli cannot
// add headers, and the contract server needs to sit in front of Prism.
import { createReadStream, statSync } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
}

const fileAt = (path) => {
  try {
    return statSync(path).isFile() ? path : null
  } catch {
    return null
  }
}

/** `(req, res) => void` serving `dir`, with `headers` added to every response. */
export function staticFiles(dir, headers = {}) {
  const root = resolve(dir)
  const index = join(root, 'index.html')
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end()
      return
    }
    let pathname
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    } catch {
      res.writeHead(400, headers).end()
      return
    }
    const wanted = normalize(join(root, pathname))
    // A path that climbs out of the build (../) gets the app, never a file.
    const file = (wanted.startsWith(root + sep) && fileAt(wanted)) || index
    // A build's file that is not there (an older build's, after a deploy) is
    // missing, as Nexus says: not the app's page in its place.
    if (file === index && pathname.startsWith('/assets/')) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found')
      return
    }
    const hashed = file.includes(`${sep}assets${sep}`)
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      // Vite's assets carry a content hash; index.html must always be fresh.
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    if (req.method === 'HEAD') res.end()
    else createReadStream(file).pipe(res)
  }
}
