import { describe, expect, it } from 'vitest'
import { styleAttributesThroughCssom } from '~/views/ui/style-attributes'

// The CSP itself is the e2e suite's (csp.spec.ts, the serial console's find
// and selection in readback.spec.ts); here, that the declarations still land.
describe('styleAttributesThroughCssom', () => {
  styleAttributesThroughCssom(window)
  styleAttributesThroughCssom(window) // twice is once

  it("sets a script's style attribute through the CSSOM, appended to as xterm does", () => {
    const span = document.createElement('span')
    span.setAttribute('style', 'background-color:#5a4a1e;')
    span.setAttribute('style', `${span.getAttribute('style') ?? ''}color:#ffffff;`)
    expect(span.style.backgroundColor).toBe('rgb(90, 74, 30)')
    expect(span.style.color).toBe('rgb(255, 255, 255)')
  })

  it('leaves other attributes, and SVG elements get the same', () => {
    const span = document.createElement('span')
    span.setAttribute('class', 'xterm-fg-1')
    span.setAttribute('data-x', 'style')
    expect(span.className).toBe('xterm-fg-1')
    expect(span.dataset.x).toBe('style')
    const rect = document.createElementNS('http://www.w3.org/2000/svg', 'rect')
    rect.setAttribute('STYLE', 'opacity: 0.5')
    expect(rect.style.opacity).toBe('0.5')
  })
})
