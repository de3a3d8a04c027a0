/**
 * xterm.js's DOM renderer colours a cell by writing its `style` attribute
 * (`setAttribute('style', …)`): the find's match highlights, the cells under a
 * selection. Under `style-src 'self'` that is an inline style, refused: no
 * highlight shows, and each cell is a CSP violation (Firefox reports every one
 * as an error in the page). The same declarations set through the CSSOM
 * (`style.cssText`), as React sets its `style` props, are not governed by CSP.
 * So a script's `setAttribute('style', …)` goes through the CSSOM; a `style`
 * attribute in markup (the parser, innerHTML) is still refused.
 */
const patched = new WeakSet<object>()

export function styleAttributesThroughCssom(win: Window & typeof globalThis): void {
  const proto = win.Element.prototype
  if (patched.has(proto)) return
  patched.add(proto)
  const setAttribute = proto.setAttribute
  proto.setAttribute = function (this: Element, name: string, value: string) {
    if ((this instanceof win.HTMLElement || this instanceof win.SVGElement) && name.toLowerCase() === 'style') {
      this.style.cssText = String(value)
      return
    }
    setAttribute.call(this, name, value)
  }
}
