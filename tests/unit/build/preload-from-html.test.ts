// @vitest-environment node
// index.html asks for what every first page runs (the app, the libraries,
// and in the preview the mock) itself, rather than after the boot module ran.
import { expect, test } from 'vitest'
import { preloadTags } from '../../../build/preload-from-html'

test('the app, libs and mock chunks are preloaded from the head; nothing else', () => {
  const bundle = Object.fromEntries(
    ['app', 'libs', 'mirage', 'boot', 'disks.pages'].map((name) => [`assets/${name}.js`, { type: 'chunk', name, fileName: `assets/${name}.js` }]),
  )
  bundle['assets/index.css'] = { type: 'asset', name: 'app', fileName: 'assets/index.css' }
  expect(preloadTags(bundle)).toEqual(
    ['app', 'libs', 'mirage'].map((name) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/assets/${name}.js` },
      injectTo: 'head',
    })),
  )
})
