import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.0/2.1 A and AA, and axe's best practices. */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * The themes differ only in colour: the light pass runs every rule, the dark
 * pass the rules that read colours (the rest would find the same as in light).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Every running animation or transition (a dialog fading in, a button's colour
 * moving to the new theme) has finished and a frame has been drawn since:
 * half an opacity, or a colour half way between the themes, fails contrast,
 * and under load a short one can still be mid-way when axe reads the colours.
 * Not waited for, as they never finish in Firefox: an endless one (the serial
 * console's blinking cursor; Chromium here lists none), and one on an element
 * not drawn (a colour transition on a button inside a closed <details> stays
 * pending there); axe reads neither.
 */
export async function stillFrames(page: Page) {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((a) => {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null
      return a.effect?.getComputedTiming().iterations !== Infinity && (!target || target.checkVisibility())
    })
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)))
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  })
}

/** Switches the theme in place, as the user menu does, and waits for its colours to settle. */
export async function switchTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme)
  await stillFrames(page)
}

/** axe in the theme shown now: every rule in the light theme, the colour rules in the dark, as `[theme] rule: element`. */
export async function axeViolations(page: Page, theme: 'light' | 'dark', include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page })
  if (include) axe.include(include)
  const result = await (theme === 'light' ? axe.withTags(TAGS) : axe.withRules(COLOUR_RULES)).analyze()
  return result.violations.flatMap((v) => v.nodes.map((n) => `[${theme}] ${v.id}: ${n.target.join(' ')}`))
}

/** axe on what the page shows now, light then dark, each named with `where`; `include` narrows it to one part. */
export async function axeBothThemes(page: Page, where = '', include?: string): Promise<string[]> {
  const found: string[] = []
  await stillFrames(page)
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme)
    const named = await axeViolations(page, theme, include)
    found.push(...named.map((v) => (where ? `${where} ${v}` : v)))
  }
  return found
}
