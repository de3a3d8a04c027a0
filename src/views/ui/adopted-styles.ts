import { styleAttributesThroughCssom } from './style-attributes'

/**
 * The console runs under `style-src 'self'` (README "Content-Security-Policy"),
 * which blocks CSS written into <style> elements by script. Two libraries do
 * exactly that: xterm.js (the serial console's theme and cell sizes) and
 * ApexCharts (its base stylesheet and legend). Constructable stylesheets are
 * not inline styles and CSP does not govern them, so a <style> created by
 * script is an inert stand-in whose text goes to a sheet adopted by the
 * document instead (the libraries only set its text, append it and remove it). Sheets are shared by text (ApexCharts adds the same legend CSS for
 * every chart and never removes it) and dropped when their last element is
 * removed (xterm removes its own when a terminal is disposed).
 */
export function installAdoptedStyles(doc: Document = document): void {
  // xterm also writes `style` attributes (style-attributes.ts).
  if (doc.defaultView) styleAttributesThroughCssom(doc.defaultView)
  const marked = doc as Document & { __adoptedStyles?: true }
  if (marked.__adoptedStyles || !('adoptedStyleSheets' in doc) || typeof CSSStyleSheet === 'undefined') return
  marked.__adoptedStyles = true

  const shared = new Map<string, { sheet: CSSStyleSheet; users: number }>()
  const acquire = (text: string) => {
    let entry = shared.get(text)
    if (!entry) {
      entry = { sheet: new CSSStyleSheet(), users: 0 }
      entry.sheet.replaceSync(text)
      shared.set(text, entry)
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, entry.sheet]
    }
    entry.users++
  }
  const release = (text: string) => {
    const entry = shared.get(text)
    if (!entry || --entry.users > 0) return
    shared.delete(text)
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== entry.sheet)
  }

  const adopt = (el: HTMLElement) => {
    let text: string | null = null
    const setText = (next: string) => {
      if (next === text) return
      if (text !== null) release(text)
      text = next
      acquire(next)
    }
    Object.defineProperty(el, 'textContent', {
      configurable: true,
      get: () => text ?? '',
      set: (value: unknown) => {
        setText(value == null ? '' : String(value))
      },
    })
    el.appendChild = <T extends Node>(node: T): T => {
      if (node.nodeType !== Node.TEXT_NODE) return Node.prototype.appendChild.call(el, node) as T
      setText((text ?? '') + (node.textContent ?? ''))
      return node
    }
    el.remove = () => {
      if (text !== null) release(text)
      text = null
      Element.prototype.remove.call(el)
    }
    return el
  }

  const create = doc.createElement
  doc.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
    if (tagName.toLowerCase() !== 'style') return create.call(this, tagName, options)
    // Even an empty <style> in the document is an inline style to CSP (a
    // violation report); an inert <template> stands in for it in the tree.
    return adopt(create.call(this, 'template') as HTMLElement)
  } as typeof doc.createElement
}
