// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseSync } from 'rolldown/experimental'
import { expect, test } from 'vitest'
import { inlineStaticCss } from '../../../build/static-css'

// Panda's own css(), loaded as the build's plugin loads it.
const { css } = await import(new URL('../../../styled-system/css/css.mjs', import.meta.url).href)

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))

test('a css() call of plain literals becomes the class names it returns; one with anything computed stays a call', () => {
  const source = [
    "import { css, cx } from 'styled-system/css'",
    "const card = css({ display: 'grid', gap: '4', _hover: { bg: 'bgHover' }, p: ['2', '4'], mt: -1 } as const)",
    'export const Cell = ({ tone }: { tone: string }) => <span className={cx(card, css({ color: tone }))}>{css({ srOnly: true })}</span>',
  ].join('\n')
  const out = inlineStaticCss(source, 'x.tsx', css)!
  expect(out).toContain(`const card = ${JSON.stringify(css({ display: 'grid', gap: '4', _hover: { bg: 'bgHover' }, p: ['2', '4'], mt: -1 }))}`)
  expect(out).toContain(JSON.stringify(css({ srOnly: true })))
  expect(out).toContain('css({ color: tone })')
  expect(parseSync('x.tsx', out).errors).toEqual([])
})

test('a module that names something else css, or does not import it, is left alone', () => {
  const shadowed = "import { css } from 'styled-system/css'\nconst a = css({ p: '1' })\nconst f = (css: (o: object) => string) => css({ p: '2' })"
  expect(inlineStaticCss(shadowed, 'a.ts', css)).toBeNull()
  expect(inlineStaticCss("const css = (o: object) => ''\nconst a = css({ p: '1' })", 'b.ts', css)).toBeNull()
  expect(inlineStaticCss("import type { css } from 'styled-system/css'\nconst a = css({ p: '1' })", 'c.ts', css)).toBeNull()
})

test('every source file still parses once its static calls are inlined, and most calls are', () => {
  let calls = 0
  let left = 0
  for (const f of filesUnder('src').filter((f) => /\.tsx?$/.test(f))) {
    const code = readFileSync(f, 'utf8')
    const out = inlineStaticCss(code, f, css) ?? code
    expect(parseSync(f, out).errors, f).toEqual([])
    // What is left is computed: a second pass finds nothing more to inline.
    expect(inlineStaticCss(out, f, css), f).toBeNull()
    calls += (code.match(/\bcss\(/g) ?? []).length
    left += (out.match(/\bcss\(/g) ?? []).length
  }
  expect(left).toBeLessThan(calls / 2)
})
