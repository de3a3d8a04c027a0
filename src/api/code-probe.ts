// Whether the code this tab runs is still what the server serves. Every file
// of a build is named by its content, and a deploy replaces them all: when
// this module's own file is gone, the console was updated under the tab.

/** What the server says of this tab's code: still served, replaced by a new version, or no answer. */
export type CodeOnServer = 'present' | 'gone' | 'unreachable'

export async function probeOwnCode(): Promise<CodeOnServer> {
  let response: Response
  try {
    // Past the browser's cache, which keeps a content-named file for a year.
    response = await fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' })
  } catch {
    return 'unreachable' // offline, or nothing answers at the console's address
  }
  // A server that answers every unknown path with the app's page (SPA fallback) says "gone" that way.
  const isScript = /javascript/i.test(response.headers.get('content-type') ?? '')
  if (response.ok) return isScript ? 'present' : 'gone'
  return response.status === 404 || response.status === 410 ? 'gone' : 'unreachable'
}
