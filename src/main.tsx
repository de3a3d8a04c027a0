import './index.css'

// The only place src/ reaches into mirage/: the preview build starts the mock
// before any module that might send a request is even loaded. In the Nexus
// build VITE_MOCK is the literal `false`, so the bundler drops this branch and
// the mock's code with it.
async function boot() {
  let preview
  if (import.meta.env.VITE_MOCK) {
    const mock = await import('../mirage')
    mock.startMock()
    preview = mock.previewControls
  }
  const { mountApp } = await import('./app')
  mountApp(document.getElementById('root')!, { preview })
}

void boot()
