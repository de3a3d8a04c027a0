// The console's code did not load: a new version is loaded at the address
// (without asking only where allowed, and never twice a minute at one
// address), no server says so with Retry, and a failure with the code still
// on the server offers both.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { probeOwnCode, type CodeOnServer } from '~/api/code-probe'
import { connectCodeUpdate } from '~/machines/app/code-update.connect'
import { codeUpdateMachine } from '~/machines/app/code-update.machine'
import { AUTO_RELOAD_EVERY_MS, CODE_UPDATE_TEXT, mayReloadAutomatically } from '~/machines/app/code-update.rules'

afterEach(() => vi.unstubAllGlobals())

describe('at most one automatic reload per address and minute', () => {
  const now = 1_000_000
  it.each([
    ['never reloaded', undefined, true],
    ['this address, just now', { href: '/system/silos', at: now - 1_000 }, false],
    ['this address, a minute ago', { href: '/system/silos', at: now - AUTO_RELOAD_EVERY_MS }, true],
    ['another address, just now', { href: '/projects', at: now - 1_000 }, true],
  ])('%s', (_, last, allowed) => {
    expect(mayReloadAutomatically('/system/silos', now, last)).toBe(allowed)
  })
})

function start(found: CodeOnServer, reloadWithoutAsking: boolean) {
  const reload = vi.fn()
  const retry = vi.fn()
  const actor = createActor(
    codeUpdateMachine.provide({
      actors: { probe: fromPromise(async () => found) },
      actions: { reload, retry },
      guards: { reloadWithoutAsking: () => reloadWithoutAsking },
    }),
  ).start()
  const props = () => connectCodeUpdate(actor.getSnapshot(), actor.send)
  return { actor, reload, retry, props }
}

describe('code update machine', () => {
  it('says it is checking first, with nothing to press', () => {
    const { props } = start('gone', false)
    expect(props()).toMatchObject({ title: CODE_UPDATE_TEXT.checking.title, busy: true, reload: undefined, retry: undefined })
  })

  it('a new version where allowed: loads it at once', async () => {
    const { actor, reload, props } = start('gone', true)
    await waitFor(actor, (s) => s.status === 'done')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(props()).toMatchObject({ title: CODE_UPDATE_TEXT.reloading.title, body: CODE_UPDATE_TEXT.reloading.body, busy: true })
  })

  it('a new version otherwise (the preview, or reloaded just now): asks, then loads it', async () => {
    const { actor, reload, props } = start('gone', false)
    await waitFor(actor, (s) => s.matches('newVersion'))
    expect(reload).not.toHaveBeenCalled()
    expect(props()).toMatchObject({ title: CODE_UPDATE_TEXT.newVersion.title, busy: false, retry: undefined })
    props().reload!()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('no server: says so, and Retry tries again in the tab (no reload)', async () => {
    const { actor, reload, retry, props } = start('unreachable', true)
    await waitFor(actor, (s) => s.matches('unreachable'))
    expect(props()).toMatchObject({ title: CODE_UPDATE_TEXT.unreachable.title, reload: undefined })
    props().retry!()
    expect(retry).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled()
  })

  it('the code is still on the server: Retry, or reload the console there', async () => {
    const { actor, props } = start('present', true)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(props()).toMatchObject({ title: CODE_UPDATE_TEXT.failed.title })
    expect(props().retry).toBeTypeOf('function')
    expect(props().reload).toBeTypeOf('function')
  })
})

describe('probeOwnCode', () => {
  const answer = (status: number, type: string) => vi.fn(async () => new Response(null, { status, headers: { 'content-type': type } }))
  it.each([
    ['its file, as a script', answer(200, 'text/javascript'), 'present'],
    ['not found', answer(404, 'text/plain'), 'gone'],
    ["the app's page in its place", answer(200, 'text/html'), 'gone'],
    ['a proxy with no server behind it', answer(502, 'text/html'), 'unreachable'],
    ['no answer at all', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), 'unreachable'],
  ])('%s', async (_, fetch, found) => {
    vi.stubGlobal('fetch', fetch)
    expect(await probeOwnCode()).toBe(found)
    expect(fetch).toHaveBeenCalledWith(expect.any(String), { method: 'HEAD', cache: 'no-store' })
  })
})
