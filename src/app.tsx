import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { setUnauthorizedHandler } from '~/api'
import { pb } from '~/routes/paths'
import { makeRouter } from '~/routes/router'
import { PreviewProvider } from '~/views/preview/context'
import type { PreviewControls } from '~/views/preview/controls'
import { ToastProvider } from '~/views/ui'

export function mountApp(el: HTMLElement, { preview }: { preview?: PreviewControls }) {
  const router = makeRouter({ preview })
  // A 401 from any call but local login: sign in again, then come back here
  // (spec §2). Navigating in-app rather than reloading keeps the preview's
  // in-page data alive.
  setUnauthorizedHandler(() => {
    const { pathname, searchStr } = router.state.location
    if (pathname.startsWith('/login')) return
    void router.navigate({ href: pb.login({ redirectUri: pathname + searchStr }), replace: true })
  })
  // index.html's splash covers the wait for the first page's data; the first
  // page the router settles on (or its error, or the login it redirects to) replaces it.
  const unsubscribe = router.subscribe('onResolved', () => {
    document.getElementById('splash')?.remove()
    unsubscribe()
  })
  createRoot(el).render(
    <StrictMode>
      <PreviewProvider value={preview}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </PreviewProvider>
    </StrictMode>,
  )
}
