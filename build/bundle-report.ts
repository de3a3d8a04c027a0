import { fileURLToPath } from 'node:url'
import { minifySync } from 'rolldown/experimental'
import type { Plugin } from 'vite'

/**
 * `BUNDLE_REPORT=1 vite build …` (what `npm run bench` runs): writes
 * bundle-report.json next to the build — every chunk's size and the modules
 * in it by their size in that chunk (after tree-shaking, before minifying),
 * grouped by package or src/ folder. The bundle's own report of what each
 * chunk carries, without a dependency for it.
 */
export function bundleReport(): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    // After the runtime's move (runtimeInLibs): the chunks as they are written.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        if (!process.env.BUNDLE_REPORT) return
        const root = fileURLToPath(new URL('..', import.meta.url))
        const group = (id: string) => {
          const rel = id.startsWith(root) ? id.slice(root.length) : id
          const pkg = rel.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
          if (pkg) return pkg[1]
          return rel.split('/').slice(0, rel.startsWith('src/') || rel.startsWith('mirage/') ? 3 : 2).join('/')
        }
        const chunks = Object.values(bundle)
          .filter((c) => c.type === 'chunk')
          .map((c) => {
            const groups: Record<string, number> = {}
            for (const [id, m] of Object.entries(c.modules)) groups[group(id)] = (groups[group(id)] ?? 0) + m.renderedLength
            // What each group weighs once minified (each module alone, so a
            // little more than its share of the chunk): the figure to cut by.
            const minified: Record<string, number> = {}
            for (const [id, m] of Object.entries(c.modules))
              minified[group(id)] = (minified[group(id)] ?? 0) + (m.code ? Buffer.byteLength(minifySync(id, m.code).code) : 0)
            return {
              file: c.fileName,
              name: c.name,
              bytes: Buffer.byteLength(c.code),
              isEntry: c.isEntry,
              imports: c.imports,
              groups: Object.fromEntries(Object.entries(groups).sort((a, b) => b[1] - a[1])),
              minified: Object.fromEntries(Object.entries(minified).sort((a, b) => b[1] - a[1])),
              modules: Object.fromEntries(
                Object.entries(c.modules)
                  .map(([id, m]) => [id.startsWith(root) ? id.slice(root.length) : id, m.renderedLength] as const)
                  .sort((a, b) => b[1] - a[1]),
              ),
            }
          })
          .sort((a, b) => b.bytes - a.bytes)
        this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: JSON.stringify(chunks, null, 1) })
      },
    },
  }
}

