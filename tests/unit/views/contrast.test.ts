import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../../../panda.config'

/**
 * WCAG AA contrast of the colour tokens (panda.config.ts), in both themes:
 * 4.5:1 for text (the console's small labels are not "large text"), 3:1 for
 * a field's border (1.4.11). Which tokens are text and which are surfaces is
 * read from the views themselves: every `color:` token a view names must be
 * one of TEXT (or a pair's foreground below), every `bg:` one of SURFACES or FILLS.
 */

type Token = { value: { base: string; _dark: string } }
const tokens = config.theme!.extend!.semanticTokens!.colors as Record<string, Token>
const THEMES = ['base', '_dark'] as const

/** Text colours, set on any surface. */
const TEXT = ['fg', 'fgMuted', 'fgSubtle', 'accent', 'danger', 'warning', 'info', 'purpleFg']
/** Surfaces text sits on: the page, raised panels, hovered rows, the badges' and callouts' tints. */
const SURFACES = ['bg', 'bgRaised', 'bgHover', 'neutralBg', 'accentBg', 'dangerBg', 'warningBg', 'infoBg', 'purpleBg']
/** Solid fills with their own text colour (buttons, the chart's tooltip) or none (dots, bars). */
const ON_FILL: [text: string, fill: string][] = [
  ['accentFg', 'accent'], // primary button
  ['bg', 'danger'], // danger button
  ['bg', 'fg'], // the state chart's inverted label
]
const FILLS = ['accent', 'danger', 'warning', 'info', 'fgSubtle', 'fg', 'overlay']

function luminance(hex: string) {
  const n = parseInt(hex.slice(1), 16)
  const [r, g, b] = [16, 8, 0].map((s) => {
    const c = ((n >> s) & 255) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
export function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

const colour = (name: string, theme: (typeof THEMES)[number]) => {
  const t = tokens[name]
  if (!t) throw new Error(`no colour token ${name}`)
  return t.value[theme]
}

describe('colour tokens meet WCAG AA in both themes', () => {
  for (const theme of THEMES) {
    const label = theme === 'base' ? 'light' : 'dark'
    it(`${label}: text at 4.5:1 on every surface`, () => {
      const low = TEXT.flatMap((fg) =>
        SURFACES.map((bg) => ({ pair: `${fg} on ${bg}`, ratio: contrast(colour(fg, theme), colour(bg, theme)) })),
      ).filter((p) => p.ratio < 4.5)
      expect(low.map((p) => `${p.pair}: ${p.ratio.toFixed(2)}`)).toEqual([])
    })
    it(`${label}: text on solid fills at 4.5:1, field borders at 3:1`, () => {
      for (const [fg, fill] of ON_FILL) {
        expect(contrast(colour(fg, theme), colour(fill, theme)), `${fg} on ${fill}`).toBeGreaterThanOrEqual(4.5)
      }
      for (const surface of ['bg', 'bgRaised']) {
        const r = contrast(colour('borderStrong', theme), colour(surface, theme))
        expect(r, `borderStrong on ${surface}`).toBeGreaterThanOrEqual(3)
      }
    })
  }
})

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* sources(path)
    else if (/\.tsx?$/.test(name)) yield path
  }
}

describe('the pairs checked are the ones the views use', () => {
  const used = { color: new Map<string, string>(), bg: new Map<string, string>() }
  for (const file of sources(join(__dirname, '../../../src'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\b(color|bg|background(?:Color)?): '(\w+)'/g)) {
      const kind = m[1] === 'color' ? 'color' : 'bg'
      if (!['inherit', 'transparent', 'currentColor', 'white', 'black'].includes(m[2])) used[kind].set(m[2], file)
    }
  }
  it('every colour a view names is a token', () => {
    const unknown = [...used.color, ...used.bg].filter(([t]) => !tokens[t]).map(([t, f]) => `${t} (${f})`)
    expect(unknown).toEqual([])
  })
  it('every text colour and background a view names is checked above', () => {
    const texts = new Set([...TEXT, ...ON_FILL.map(([t]) => t)])
    const grounds = new Set([...SURFACES, ...FILLS])
    expect([...used.color.keys()].filter((t) => !texts.has(t))).toEqual([])
    expect([...used.bg.keys()].filter((t) => !grounds.has(t))).toEqual([])
  })
})
