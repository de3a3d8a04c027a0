import type { Plugin } from 'vite'

/**
 * What every first page runs, asked for by index.html itself: the app's
 * chunk and the libraries' (and the mock, in the preview).
 * The boot module imports them, but only once it has arrived and run: from
 * the page's head they come with it, a round trip sooner.
 */
/** The head's preload links for the chunks of `bundle` every first page runs. */
export function preloadTags(bundle: Record<string, { type: string; name?: string; fileName: string }>) {
  return Object.values(bundle)
    .filter((c) => c.type === 'chunk' && ['app', 'libs', 'mirage'].includes(c.name ?? ''))
    .map((c) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${c.fileName}` }, injectTo: 'head' as const }))
}

export function preloadFromHtml(): Plugin {
  return {
    name: 'preload-from-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => ({ html, tags: preloadTags(ctx.bundle ?? {}) }),
    },
  }
}
