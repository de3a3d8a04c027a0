import { createRootRouteWithContext, Link, Outlet, useLocation, useRouter, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { clearCache } from '~/api'
import { ErrorPage } from '~/views/errors/ErrorPage'
import { NotFoundPage } from '~/views/errors/NotFoundPage'
import { DocumentTitle } from '~/views/layouts/Breadcrumbs'
import { ShellPresenceProvider, SkipLink } from '~/views/layouts/SkipLink'
import { ConfirmProvider, DocsTopicProvider, PageBusy } from '~/views/ui'
import { docsTopicFor } from './doc-topics'
import type { RouterContext } from './context'
import './crumbs'

function Root() {
  const router = useRouter()
  // The banner exists only in the preview build (main.tsx loads it with the app).
  const { preview, previewBanner: PreviewBanner } = rootRoute.useRouteContext()
  const pathname = useLocation({ select: (l) => l.pathname })
  const searchStr = useLocation({ select: (l) => l.searchStr })
  // The next page's data is on its way (the page on screen stays until it is in).
  const loading = useRouterState({ select: (s) => s.isLoading })
  // The signed-in pages are drawn in the shell, whose main region the skip link leads to.
  const [inShell, setInShell] = useState(false)
  // Acting as another mock user: nothing cached belongs to the new user, and
  // every page reloads what it shows.
  const [epoch, setEpoch] = useState(0)
  const actAs = (userId: string) => {
    preview?.actAs(userId)
    clearCache()
    // The one router.invalidate of the app, and why it is not the cache rule:
    // no mutation happened, so no path is invalidated; the *session* changed
    // under every route at once. Each match's loader (the session, the
    // project, the page's first reads) must run again as the new user, which
    // only the router can ask of all of them.
    void router.invalidate()
    setEpoch((e) => e + 1) // remount the page: its machines start over as the new user
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', h: '100%' })}>
      <DocumentTitle />
      {inShell && <SkipLink />}
      {PreviewBanner && <PreviewBanner onActAs={actAs} />}
      <PageBusy busy={loading} />
      <div className={css({ flex: 1, minH: 0 })} aria-busy={loading || undefined}>
        {/* Inside the router: a confirm dialog belongs to the page that asked, and leaves with it. */}
        <ConfirmProvider dismissOn={pathname} renderLink={(to, children) => <Link to={to}>{children}</Link>}>
          <ShellPresenceProvider value={setInShell}>
            {/* The docs popovers of the page on screen (its header's, its form's) speak of its topic. */}
            <DocsTopicProvider value={docsTopicFor(pathname + searchStr)}>
              <Outlet key={epoch} />
            </DocsTopicProvider>
          </ShellPresenceProvider>
        </ConfirmProvider>
      </div>
    </div>
  )
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})
