// Panda's css() calls of plain literals, replaced at build time by the class names they return.
import { parseSync } from 'rolldown/experimental'
import type { Plugin } from 'vite'

const NOT_STATIC = Symbol('not static')
/** A field of a syntax tree's node (or of anything), unknown until looked at. */
const prop = (v: unknown, key: string): unknown => (typeof v === 'object' && v !== null ? Reflect.get(v, key) : undefined)
const typeOf = (v: unknown) => prop(v, 'type')

/** The value an expression of plain literals stands for, or NOT_STATIC. */
function staticValue(n: unknown): unknown {
  switch (typeOf(n)) {
    case 'Literal':
      return prop(n, 'regex') || prop(n, 'bigint') ? NOT_STATIC : prop(n, 'value')
    case 'TemplateLiteral': {
      const [only, ...more] = [prop(n, 'quasis')].flat()
      return [prop(n, 'expressions')].flat().length || more.length ? NOT_STATIC : prop(prop(only, 'value'), 'cooked')
    }
    case 'UnaryExpression': {
      const value = staticValue(prop(n, 'argument'))
      return prop(n, 'operator') === '-' && typeof value === 'number' ? -value : NOT_STATIC
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return staticValue(prop(n, 'expression'))
    case 'ArrayExpression': {
      const items = [prop(n, 'elements')].flat().map((e) => (e ? staticValue(e) : NOT_STATIC))
      return items.includes(NOT_STATIC) ? NOT_STATIC : items
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {}
      for (const p of [prop(n, 'properties')].flat()) {
        if (typeOf(p) !== 'Property' || prop(p, 'kind') !== 'init' || prop(p, 'method') || prop(p, 'shorthand')) return NOT_STATIC
        const key = prop(p, 'key')
        const name = !prop(p, 'computed') && typeOf(key) === 'Identifier' ? prop(key, 'name') : typeOf(key) === 'Literal' ? String(prop(key, 'value')) : undefined
        const value = staticValue(prop(p, 'value'))
        if (typeof name !== 'string' || value === NOT_STATIC) return NOT_STATIC
        out[name] = value
      }
      return out
    }
    default:
      return NOT_STATIC
  }
}

/**
 * A module's `css({...})` calls whose arguments are plain literals, replaced
 * by the class names they return; calls with anything computed are left as
 * they are. Exported for its test.
 */
export function inlineStaticCss(code: string, filename: string, css: (...styles: unknown[]) => string): string | null {
  if (!code.includes('styled-system/css')) return null
  const { program } = parseSync(filename, code)
  const locals = new Set<unknown>()
  for (const s of program.body)
    if (s.type === 'ImportDeclaration' && s.source.value === 'styled-system/css' && s.importKind !== 'type')
      for (const sp of s.specifiers) if (sp.type === 'ImportSpecifier' && prop(sp.imported, 'name') === 'css') locals.add(sp.local.name)
  if (!locals.size) return null
  const calls: { start: number; end: number; classes: string }[] = []
  let shadowed = false
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit)
    if (typeof n !== 'object' || n === null) return
    const type = typeOf(n)
    // A binding of the same name anywhere (a parameter, a variable) and the file is left alone.
    if ((type === 'VariableDeclarator' || type === 'FunctionDeclaration') && locals.has(prop(prop(n, 'id'), 'name'))) shadowed = true
    if (typeof type === 'string' && type.includes('Function') && [prop(n, 'params')].flat().some((p) => typeOf(p) === 'Identifier' && locals.has(prop(p, 'name')))) shadowed = true
    const callee = prop(n, 'callee')
    if (type === 'CallExpression' && typeOf(callee) === 'Identifier' && locals.has(prop(callee, 'name'))) {
      const args = [prop(n, 'arguments')].flat().map(staticValue)
      const start = prop(n, 'start')
      const end = prop(n, 'end')
      if (args.length && !args.includes(NOT_STATIC) && typeof start === 'number' && typeof end === 'number') {
        calls.push({ start, end, classes: css(...args) })
        return
      }
    }
    for (const [key, v] of Object.entries(n)) if (key !== 'type') visit(v)
  }
  visit(program)
  if (shadowed || !calls.length) return null
  let out = code
  for (const c of calls.sort((a, b) => b.start - a.start)) out = out.slice(0, c.start) + JSON.stringify(c.classes) + out.slice(c.end)
  return out
}

/**
 * Panda's `css()` turns a style object into class names in the browser, at
 * every module's load and on every render (a cell's style, once per row): on
 * a first page, tens of milliseconds before the rows. Where the object is
 * plain literals the answer is known when building, so the built code holds
 * the class names themselves; the stylesheet is the same either way (Panda
 * reads the sources). The dev server keeps the calls.
 */
export function staticCss(): Plugin {
  let css: (...styles: unknown[]) => string
  return {
    name: 'static-css',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      css = (await import(new URL('../styled-system/css/css.mjs', import.meta.url).href)).css
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id)) return null
      const out = inlineStaticCss(code, id, css)
      return out === null ? null : { code: out, map: null }
    },
  }
}

