/**
 * Runs in the page before its scripts (page.addInitScript): reports every
 * API call the console sends to `window.__apiRequest(method, url, body)`.
 * The preview's mock (Pretender, under Mirage) answers calls inside the page,
 * so Playwright's network events never see them; instead, whatever
 * XMLHttpRequest class gets installed later (Pretender's, which its fetch
 * polyfill uses too) has its open/send wrapped as it is assigned.
 */
export function recordApiRequests() {
  type Recorded = XMLHttpRequest & { __api?: { method: string; url: string } }
  // Looked up per call: Playwright's binding may arrive after this script.
  const report = (m: string, u: string, b: string | null) =>
    (window as unknown as { __apiRequest?: (m: string, u: string, b: string | null) => void }).__apiRequest?.(m, u, b)
  const wrapped = new WeakSet<object>()
  const wrap = (Cls: typeof XMLHttpRequest) => {
    if (!Cls || wrapped.has(Cls)) return Cls
    wrapped.add(Cls)
    const { open, send } = Cls.prototype
    Cls.prototype.open = function (this: Recorded, method: string, url: string | URL, ...rest: unknown[]) {
      this.__api = { method, url: String(url) }
      return (open as (...a: unknown[]) => void).call(this, method, url, ...rest)
    } as typeof open
    Cls.prototype.send = function (this: Recorded, body?: Document | XMLHttpRequestBodyInit | null) {
      const call = this.__api
      if (call) {
        const url = new URL(call.url, location.href)
        if (/^\/(v1|experimental\/v1|login|device)\//.test(url.pathname)) {
          report(call.method, url.pathname + url.search, typeof body === 'string' ? body : null)
        }
      }
      return send.call(this, body)
    }
    return Cls
  }
  let current = wrap(window.XMLHttpRequest)
  Object.defineProperty(window, 'XMLHttpRequest', {
    configurable: true,
    get: () => current,
    set: (next: typeof XMLHttpRequest) => {
      current = wrap(next)
    },
  })
}
