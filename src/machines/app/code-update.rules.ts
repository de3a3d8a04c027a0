// When the console's code fails to load (a page's, a widget's), it is either
// because a new version replaced it on the server (a deploy: every file is
// renamed, the old ones are gone) or because the server could not be
// reached. A new version is loaded at the address the user was going to;
// against Nexus at once, but never in a loop: at most one automatic reload
// per address and minute. The preview asks first, since a reload also starts
// its in-page data over.

/** The shortest time between two automatic reloads of the same address. */
export const AUTO_RELOAD_EVERY_MS = 60_000

/** An automatic reload of `href` at `at` (ms), as this tab remembers it. */
export type LastAutoReload = { href: string; at: number }

/** Whether `href` may be reloaded without asking, given the last automatic reload. */
export function mayReloadAutomatically(href: string, now: number, last: LastAutoReload | undefined): boolean {
  return !last || last.href !== href || now - last.at >= AUTO_RELOAD_EVERY_MS
}

/** What the page says in each case (its heading, then a sentence). */
export const CODE_UPDATE_TEXT = {
  checking: { title: 'Loading…', body: 'This page’s code did not load. Checking why…' },
  newVersion: {
    title: 'A new version of the console is available',
    body: 'The console was updated since this tab opened it. Load the new version to go on to this page; what you typed in open forms is kept.',
  },
  reloading: { title: 'A new version of the console is available', body: 'Loading the new version…' },
  previewData: 'In the technical preview, loading the new version starts its data over, and what you made here will be gone.',
  unreachable: {
    title: 'Can’t reach the console’s server',
    body: 'This page’s code could not be loaded: you may be offline, or the server may be down. Try again once you are back online.',
  },
  failed: {
    title: 'This page could not be loaded',
    body: 'The server is reachable, but this page’s code did not load. Try again, or reload the console at this page.',
  },
} as const
