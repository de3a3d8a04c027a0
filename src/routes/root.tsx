import { createRootRouteWithContext, Link, Outlet, useLocation, useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { clearCache } from '~/api'
import { ErrorPage } from '~/views/errors/ErrorPage'
import { NotFoundPage } from '~/views/errors/NotFoundPage'
import { DocumentTitle } from '~/views/layouts/Breadcrumbs'
import { ShellPresenceProvider, SkipLink } from '~/views/layouts/SkipLink'
import { ConfirmProvider, DocsTopicProvider, PageBusy } from '~/views/ui'
import { CodeUpdate, CodeUpdateNotice, isCodeLoadError } from './code-update'
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
  // Acting as another mock user ends the session: the page on screen goes
  // (routes/session.ts), and loads again as the new user.
  const actAs = (userId: string) => {
    preview?.actAs(userId)
    clearCache()
    void router.invalidate()
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', h: '100%' })}>
      <DocumentTitle />
      {inShell && <SkipLink />}
      {PreviewBanner && <PreviewBanner onActAs={actAs} />}
      <CodeUpdateNotice />
      <PageBusy busy={loading} />
      <div className={css({ flex: 1, minH: 0 })} aria-busy={loading || undefined}>
        {/* Inside the router: a confirm dialog belongs to the page that asked, and leaves with it. */}
        <ConfirmProvider dismissOn={pathname} renderLink={(to, children) => <Link to={to}>{children}</Link>}>
          <ShellPresenceProvider value={setInShell}>
            {/* The docs popovers of the page on screen (its header's, its form's) speak of its topic. */}
            <DocsTopicProvider value={docsTopicFor(pathname + searchStr)}>
              <Outlet />
            </DocsTopicProvider>
          </ShellPresenceProvider>
        </ConfirmProvider>
      </div>
    </div>
  )
}

function RootError({ error }: ErrorComponentProps) {
  return isCodeLoadError(error) ? <CodeUpdate /> : <ErrorPage error={error} />
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
})
