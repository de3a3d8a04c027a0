// A deploy under an open tab, as when Nexus is updated and serves the new
// console: a server whose folder can be swapped for another build, and a copy
// of a build whose every content-named file is renamed (the references in the
// HTML, scripts and styles rewritten), the old names gone.
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SECURITY_HEADERS } from '../../scripts/csp.mjs'
import { staticFiles } from '../../scripts/lib/static-files.mjs'

/** A copy of the build in `dir` as the next version would be: every file under assets/ renamed. */
export function nextVersionOf(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'console-next-'))
  cpSync(dir, copy, { recursive: true })
  const assets = join(copy, 'assets')
  const renamed = new Map(readdirSync(assets).map((name) => [name, name.replace(/(\.[a-z0-9]+)$/, 'v2$1')]))
  for (const [from, to] of renamed) renameSync(join(assets, from), join(assets, to))
  // Longest first, so no name is rewritten inside a longer one.
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length)
  const textFiles = [join(copy, 'index.html'), ...[...renamed.values()].filter((n) => /\.(js|css|html)$/.test(n)).map((n) => join(assets, n))]
  for (const file of textFiles) {
    let text = readFileSync(file, 'utf8')
    for (const name of names) text = text.split(name).join(renamed.get(name)!)
    writeFileSync(file, text)
  }
  return copy
}

/** Serves `dir` (as scripts/serve.mjs does: SPA fallback, the CSP) until `deploy` puts another build in its place. */
export async function deployableServer(dir: string) {
  let handler = staticFiles(dir, SECURITY_HEADERS)
  const server: Server = createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: (next: string) => {
      handler = staticFiles(next, SECURITY_HEADERS)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
