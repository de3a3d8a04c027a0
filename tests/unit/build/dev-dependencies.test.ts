// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseSync } from 'rolldown/experimental'
import { expect, test } from 'vitest'
import { DEV_DEPENDENCIES } from '../../../build/dev-dependencies'

/** Every package a file of src/ or mirage/ imports at run time (type-only imports are erased). */
function runtimeImports(): Set<string> {
  const found = new Set<string>()
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name)
      if (e.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) {
        const code = readFileSync(path, 'utf8')
        const sources: string[] = []
        for (const s of parseSync(path, code).program.body)
          if ((s.type === 'ImportDeclaration' && s.importKind !== 'type') || ((s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration') && s.source && s.exportKind !== 'type'))
            sources.push(s.source!.value)
        for (const m of code.matchAll(/import\(\s*'([^']+)'\s*\)/g)) sources.push(m[1])
        for (const source of sources) if (!/^(\.|~\/|styled-system)/.test(source) && !source.endsWith('.css')) found.add(source)
        // JSX compiles to calls into React's JSX runtime: the dev server's flavour and the build's.
        if (path.endsWith('.tsx')) found.add('react/jsx-runtime').add('react/jsx-dev-runtime')
      }
    }
  }
  walk('src')
  walk('mirage')
  return found
}

test('the dev server pre-bundles exactly the packages the source imports at run time', () => {
  // A package missing from the list is served unbundled on a fresh clone (a
  // CommonJS one fails to load); one left over is bundled for nothing.
  expect([...runtimeImports()].sort()).toEqual([...DEV_DEPENDENCIES].sort())
})
