// Applies the saved theme before first paint so there is no flash. A file,
// not an inline script, so the page runs under script-src 'self' (README
// "Content-Security-Policy"); classic and render-blocking on purpose.
try {
  var t = localStorage.getItem('theme') || 'system'
  if (t === 'system') t = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  document.documentElement.dataset.theme = t
} catch (e) {}
