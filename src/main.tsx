import './index.css'
import './splash.css'
import { startEarly } from './api/early'
import { firstReadUrls, loadFirstPageCode } from './routes/first-reads'

// Data before code. This entry is small and loads first: it sends
// the first page's reads (routes/first-reads.ts: the session, the page's
// layouts and its list) at once, while the application's chunk is still on
// its way; the app's loaders take those answers (api/early.ts).
//
// The preview build loads the application and its in-page mock at the same
// time (no waterfall): the mock starts (seeds its store) as soon as its code
// is in, then sends the early reads to itself, while the application's larger
// chunk is still on its way; the app's own calls wait only for the mock being
// ready (api/client `holdRequestsUntil`).
// This file is the only place src/ reaches into mirage/; in the Nexus build
// VITE_MOCK is the literal `false`, so the bundler drops that branch and the
// mock's code with it.
async function boot() {
  const root = document.getElementById('root')!
  const early = firstReadUrls(location.pathname, location.search)
  // The app's chunk is asked for first: the browser's six connections to the
  // origin must not queue the code behind the data.
  const app = import('./app')
  // The page's own code is asked for after its data (below): the router would
  // ask for it only once the app has run and matched the route.
  const pageCode = () => {
    for (const code of loadFirstPageCode(location.pathname)) code.catch(() => {}) // the router asks again, and reports
  }
  if (!import.meta.env.VITE_MOCK) {
    // The page's code before its data: a file answers sooner than a call, so
    // the calls that wait for a free connection wait less than code would.
    pageCode()
    startEarly(early)
    ;(await app).mountApp(root, {})
    return
  }
  const mock = import('../mirage')
  // The mock's reads take no connection: the page's code need not wait for them.
  pageCode()
  // The banner is part of the first paint, not a late chunk.
  const banner = import('~/views/preview/PreviewBanner')
  const ready = mock.then(({ startMock }) => {
    // Measured (devtools, `npm run bench`): it is on every first page's path.
    performance.mark('mock start')
    startMock()
    performance.measure('mock start', 'mock start')
    startEarly(early)
  })
  const [{ mountApp }, { previewControls }, { PreviewBanner }] = await Promise.all([app, mock, banner])
  performance.mark('app ready')
  mountApp(root, { preview: previewControls, mockReady: () => ready, previewBanner: PreviewBanner })
}

void boot()
