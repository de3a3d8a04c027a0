// A tab outlives a deploy. When the console's code fails to load (a page's on
// the way to it, a widget's), the page says why and what to do, instead of
// "Something went wrong": a new version on the server is loaded at the
// address the user was going to (at once against Nexus, once a minute at
// most per address; the preview asks, since a reload starts its data over),
// and no server says so, with Retry. Rules: machines/app/code-update.rules.
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { fromPromise } from 'xstate'
import { probeOwnCode } from '~/api/code-probe'
import { connectCodeUpdate } from '~/machines/app/code-update.connect'
import { codeUpdateMachine } from '~/machines/app/code-update.machine'
import { CODE_UPDATE_TEXT, mayReloadAutomatically, type LastAutoReload } from '~/machines/app/code-update.rules'
import { keepOpenDrafts } from '~/machines/shared/drafts'
import { CodeUpdateNoticeBar, CodeUpdatePage } from '~/views/errors/CodeUpdatePage'
import { useConnect } from '~/views/use-connect'
import { usePageActor } from './page-actor'
import { signedInUser } from './session'

// Every lazy import of the build goes through the bundler's preload helper,
// which announces a failure before it rejects: the errors it announced are
// code that did not load. (The messages are each browser's own, so they are
// only a fallback, for code loaded some other way.)
const failedCode = new WeakSet<object>()
const CODE_LOAD_MESSAGE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export function isCodeLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  return failedCode.has(error) || (error instanceof Error && CODE_LOAD_MESSAGE.test(error.message))
}

// How many code loads failed in this tab (the notice starts over at each).
let failures = 0
const failureListeners = new Set<() => void>()
const onFailure = (listener: () => void) => {
  failureListeners.add(listener)
  return () => void failureListeners.delete(listener)
}

/**
 * Watches the page's code loads. What the open forms hold is kept when one
 * fails, while they are still on screen (as at a 401: the form takes it back
 * once shown again, after a reload too; secrets are never kept).
 */
export function watchCodeLoads(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (typeof event.payload === 'object' && event.payload !== null) failedCode.add(event.payload)
    keepOpenDrafts(signedInUser())
    failures += 1
    for (const listener of failureListeners) listener()
  })
}

const LAST_RELOAD_KEY = 'console-code-reload'

function lastReload(): LastAutoReload | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 'null')
    if (parsed && typeof parsed === 'object' && 'href' in parsed && 'at' in parsed) {
      const { href, at } = parsed
      if (typeof href === 'string' && typeof at === 'number') return { href, at }
    }
  } catch {
    // Unreadable: as if there was none.
  }
  return undefined
}

/** The console anew at `href` (a new version, or a retry the tab cannot do itself). */
function reloadAt(href: string) {
  sessionStorage.setItem(LAST_RELOAD_KEY, JSON.stringify({ href, at: Date.now() }))
  location.replace(href)
}

/** In place of a page whose code did not load: a new version loads at once against Nexus. */
export function CodeUpdate() {
  const router = useRouter()
  const preview = Boolean(router.options.context.preview)
  const href = router.state.location.href
  const actor = usePageActor(
    codeUpdateMachine.provide({
      actors: { probe: fromPromise(probeOwnCode) },
      actions: { reload: () => reloadAt(href), retry: () => void router.invalidate() },
      guards: { reloadWithoutAsking: () => !preview && mayReloadAutomatically(href, Date.now(), lastReload()) },
    }),
  )
  const props = useConnect(actor, connectCodeUpdate)
  return <CodeUpdatePage {...props} previewNote={preview ? CODE_UPDATE_TEXT.previewData : undefined} />
}

/**
 * Over a page whose own code is there but a part's did not load (a menu, a
 * tooltip, quick actions), which would otherwise do nothing: the page goes
 * on working, and says a new version is there, with one button (the user may
 * be in the middle of something). Nothing when the page itself is the one
 * that did not load (its own page says it), or the server answered with the
 * code after all.
 */
export function CodeUpdateNotice() {
  const failed = useSyncExternalStore(onFailure, () => failures)
  const pageSaysIt = useRouterState({ select: (s) => s.matches.some((m) => m.status === 'error' && isCodeLoadError(m.error)) })
  if (failed === 0 || pageSaysIt) return null
  return <Notice key={failed} />
}

function Notice() {
  const router = useRouter()
  const preview = Boolean(router.options.context.preview)
  const href = router.state.location.href
  const actor = usePageActor(
    codeUpdateMachine.provide({
      actors: { probe: fromPromise(probeOwnCode) },
      actions: { reload: () => reloadAt(href) },
    }),
  )
  const props = useConnect(actor, connectCodeUpdate)
  // Only a new version is worth interrupting for (a part that failed for want of a server is tried again at its next use).
  if (!props.reload || props.retry) return null
  return <CodeUpdateNoticeBar {...props} previewNote={preview ? CODE_UPDATE_TEXT.previewData : undefined} />
}
