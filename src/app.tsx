import { isNotFound, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ApiError, holdRequestsUntil, setUnauthorizedHandler } from '~/api'
import { keepOpenDrafts } from '~/machines/shared/drafts'
import { pb } from '~/paths'
import type { RouterContext } from '~/routes/context'
import { watchCodeLoads } from '~/routes/code-update'
import { makeRouter } from '~/routes/router'
import { signedInUser } from '~/routes/session'
import { PreviewProvider } from '~/views/preview/context'
import type { PreviewControls } from '~/views/preview/controls'
import { ToastProvider } from '~/views/ui'
import { installAdoptedStyles } from '~/views/ui/adopted-styles'

type MountOptions = {
  /** The preview's mock controls (absent against Nexus). */
  preview?: PreviewControls
  /** The preview's in-page mock being ready: every API call waits for it. */
  mockReady?: () => Promise<void>
  /** The preview's banner (routes/context.ts). */
  previewBanner?: RouterContext['previewBanner']
}

export function mountApp(el: HTMLElement, { preview, mockReady, previewBanner }: MountOptions) {
  // Before any chart or terminal exists: their CSS must not need 'unsafe-inline' (README CSP).
  installAdoptedStyles()
  if (mockReady) holdRequestsUntil(mockReady)
  watchCodeLoads()
  const router = makeRouter({ preview, previewBanner })
  // A 401 from any call but local login: sign in again, then come back here
  //. Navigating in-app rather than reloading keeps the preview's
  // in-page data alive.
  setUnauthorizedHandler(() => {
    const { pathname, searchStr } = router.state.location
    if (pathname.startsWith('/login')) return
    // What the open forms hold comes back after sign-in (routes/kit/drafts.ts);
    // so the sign-in page is not held up by a form's "leave this page?".
    keepOpenDrafts(signedInUser())
    void router.navigate({ href: pb.login({ redirectUri: pathname + searchStr }), replace: true, ignoreBlocker: true })
  })
  // index.html's splash covers the wait for the first page's data; the first
  // page the router settles on (or its error, or the login it redirects to) replaces it.
  const unsubscribe = router.subscribe('onResolved', () => {
    document.getElementById('splash')?.remove()
    unsubscribe()
  })
  createRoot(el, { onCaughtError: logCaughtError }).render(
    <StrictMode>
      <PreviewProvider value={preview}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </PreviewProvider>
    </StrictMode>,
  )
}

/**
 * An error a page's error boundary caught (the route's error or not-found
 * page shows it). React's default logs the error object itself, and a logged
 * object lives as long as the console keeps the message (up to 1,000 with an
 * inspector attached) — and with it the left page's whole fiber tree, which
 * React keeps for each error it caught. So: text only,
 * and nothing for a failed call (the API layer logged it) or a not-found.
 */
function logCaughtError(error: unknown, { componentStack }: { componentStack?: string }) {
  if (error instanceof ApiError || isNotFound(error)) return
  console.error(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}${componentStack ?? ''}`)
}
