import type { Plugin } from 'vite'

/**
 * The dev server's stylesheet is Panda's, extracted from the source files on
 * its first request: seconds on a fresh start, on the one thread that also
 * transforms the page's modules. Done before the server says it is ready, the
 * first page finds it made (and a change to a source file still updates it).
 */
export function stylesBeforeReady(): Plugin {
  return {
    name: 'styles-before-ready',
    apply: 'serve',
    async configureServer(server) {
      if (!server.config.server.middlewareMode) await server.transformRequest('/src/index.css')
    },
  }
}

