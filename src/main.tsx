import './index.css'

// The preview build loads the application and its in-page mock at the same
// time (no waterfall): the mock starts (seeds its store) as soon as its code
// is in, while the application's larger chunk is still on its way, and API
// calls wait only for the mock being ready (api/client `holdRequestsUntil`).
// This file is the only place src/ reaches into mirage/; in the Nexus build
// VITE_MOCK is the literal `false`, so the bundler drops that branch and the
// mock's code with it.
async function boot() {
  const root = document.getElementById('root')!
  const app = import('./app')
  if (!import.meta.env.VITE_MOCK) {
    ;(await app).mountApp(root, {})
    return
  }
  const mock = import('../mirage')
  // The banner is part of the first paint, not a late chunk.
  void import('~/views/preview/PreviewBanner')
  const ready = mock.then(({ startMock }) => {
    // Measured (devtools, `npm run bench`): it is on every first page's path.
    performance.mark('mock start')
    startMock()
    performance.measure('mock start', 'mock start')
  })
  const [{ mountApp }, { previewControls }] = await Promise.all([app, mock])
  mountApp(root, { preview: previewControls, mockReady: () => ready })
}

void boot()
