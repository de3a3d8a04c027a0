// The Content-Security-Policy the console is served under (README
// "Content-Security-Policy"): every preview server here sends it, and a
// deployment should too. No inline script or style, no eval, no plugins, no
// <base> rewriting, no framing; API calls and the serial console's websocket
// go to the console's own origin (`wss:`/`ws:` because CSP 2 browsers do not
// count a same-host websocket as 'self').
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "connect-src 'self' wss: ws:",
].join('; ')

/** Headers for every response of a server of the console's static files. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
}
