import type { Plugin } from 'vite'

/** A chunk of the bundle, as far as the move reads and writes it. */
export type Chunk = { type: 'chunk'; fileName: string; name: string; code: string; imports: string[] }

/** Moves the runtime's chunk of `bundle` into the libraries' (see runtimeInLibs); `fail` says why it cannot. */
export function moveRuntime(bundle: Record<string, Chunk | { type: 'asset' }>, fail: (message: string) => void): void {
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
  const runtime = chunks.find((c) => c.fileName.includes('rolldown-runtime'))
  const libs = chunks.find((c) => c.name === 'libs')
  if (!runtime || !libs) return
  const tail = runtime.code.match(/export\s*\{([^}]*)\};?\s*$/)
  if (!tail || libs.imports.some((i) => i !== runtime.fileName) || /\bimport\b/.test(runtime.code))
    return fail('the runtime or the libraries are not the shape runtimeInLibs moves')
  const pairs = (list: string) => list.split(',').map((e) => e.trim().split(/\s+as\s+/))
  const names = pairs(tail[1]).map(([local, as = local]) => ({ local, as }))
  const helpers = `const __runtime=(()=>{${runtime.code.slice(0, tail.index)};return{${names.map((n) => `${n.as}:${n.local}`).join(',')}}})();`
  const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1)
  const base = fileOf(runtime.fileName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'\`]\\./${base}["'\`];?`, 'g')
  const libsFile = fileOf(libs.fileName)
  for (const chunk of chunks) {
    if (chunk === runtime) continue
    chunk.code = chunk.code
      .replace(from, (_m, list: string) => {
        const bindings = pairs(list).map(([as, local = as]) => ({ as, local }))
        return chunk === libs
          ? `${helpers}const{${bindings.map((b) => `${b.as}:${b.local}`).join(',')}}=__runtime;`
          : `import{${bindings.map((b) => `__runtime_${b.as} as ${b.local}`).join(',')}}from"./${libsFile}";`
      })
      .replaceAll(`"${runtime.fileName}"`, `"${libs.fileName}"`)
    chunk.imports = [...new Set(chunk.imports.map((i) => (i === runtime.fileName ? libs.fileName : i)))].filter((i) => i !== chunk.fileName)
    if (new RegExp(base).test(chunk.code)) fail(`${chunk.fileName} still names the runtime chunk`)
  }
  libs.code += `\nexport const{${names.map((n) => `${n.as}:__runtime_${n.as}`).join(',')}}=__runtime;`
  delete bundle[runtime.fileName]
}

/**
 * The bundler's runtime (its helpers for CommonJS modules and namespace
 * objects, about 1 KB) comes out as a file of its own that every page loads:
 * one request more before every first paint, over six connections. It moves
 * into the libraries' chunk, which every page loads anyway and which imports
 * nothing else: there the helpers run first, once, and the chunk exports
 * them under names of their own for every other chunk.
 */
export function runtimeInLibs(): Plugin {
  return {
    name: 'runtime-in-libs',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        moveRuntime(bundle, (message) => this.error(message))
      },
    },
  }
}
