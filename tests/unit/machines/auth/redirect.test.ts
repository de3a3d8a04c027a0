import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_REDIRECT, safeRedirect } from '~/machines/auth/login.machine'

// redirect_uri after sign-in (spec §2 Behaviour): a path on this origin, or
// the projects page — never another host, never script.
describe('safeRedirect', () => {
  it.each([
    '/projects/p1/instances',
    '/settings/profile?tab=x#y',
    '/projects/a%20b', // an encoded name stays as it came
    '/system/silos/corp?tab=ip-pools',
    '/',
  ])('keeps the same-origin path %s', (uri) => {
    expect(safeRedirect(uri)).toBe(uri)
  })

  it.each([
    '//evil.test',
    '//evil.test/projects',
    'https://evil.test/x',
    'HTTPS://evil.test',
    'http:evil.test',
    '/\\evil.test',
    '/\\/evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.test',
    '/\n/evil.test',
    ' /projects',
    'projects',
    '',
    // encoded forms of the same
    '%2F%2Fevil.test',
    '/%2Fevil.test',
    '/%2F%2Fevil.test',
    '/%5Cevil.test',
    '/%5C%5Cevil.test',
    '/%252F%252Fevil.test',
    '/%25252F%25252Fevil.test',
    '%2Fprojects',
    'https%3A%2F%2Fevil.test%2Fx',
    'javascript%3Aalert(1)',
    '/%09/evil.test',
    '/%0a/evil.test',
  ])('sends %j to /projects', (uri) => {
    expect(safeRedirect(uri)).toBe(DEFAULT_REDIRECT)
  })

  it('has no redirect without a redirect_uri', () => {
    expect(safeRedirect(undefined)).toBe(DEFAULT_REDIRECT)
  })

  // Whatever comes in, what comes out stays on this origin — however many times it is decoded.
  it('never leaves the origin, for any string', () => {
    const origin = 'https://console.example'
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom('/', '\\', '%', '2', 'F', '5', 'C', ':', 'a', '.', ' ', '\t', 'h', 't', 'p', 's') }),
      fc.webUrl(),
      fc.string(),
    )
    fc.assert(
      fc.property(text, (uri) => {
        const out = safeRedirect(uri)
        expect(out === uri || out === DEFAULT_REDIRECT).toBe(true)
        let form = out
        for (let i = 0; i < 4; i++) {
          expect(new URL(form, origin).origin).toBe(origin)
          try {
            form = decodeURIComponent(form)
          } catch {
            break
          }
        }
      }),
      { numRuns: 5000 },
    )
  })
})
