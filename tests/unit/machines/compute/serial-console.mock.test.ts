// The serial-console machine against the preview's mock stream (mirage/serial-console.ts):
// the routing WebSocket, the boot log, the echo and the refusal for an instance with no console.
import type { Server } from 'miragejs'
import { WebSocket as MockWebSocket } from 'mock-socket'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { makeServer } from '../../../../mirage'
import { installSerialConsole, uninstallSerialConsole } from '../../../../mirage/serial-console'
import { connectSerialConsole } from '~/machines/compute/serial-console.connect'
import { serialConsoleMachine } from '~/machines/compute/serial-console.machine'
import { call } from '../../mirage/helpers'

let server: Server
/** The environment's WebSocket, before the mock routes the console's stream. */
const NativeWebSocket = globalThis.WebSocket

beforeEach(() => {
  server = installSerialConsole(makeServer({ environment: 'test' }))
})

afterEach(() => {
  uninstallSerialConsole()
  server.shutdown()
})

function open(instance: string) {
  const actor = createActor(serialConsoleMachine, {
    input: { project: 'mock-project', instance, location: { protocol: 'http:', host: 'localhost' } },
  })
  actor.start()
  const props = () => connectSerialConsole(actor.getSnapshot(), actor.send)
  const text = () => props().output.chunks.map((c) => new TextDecoder().decode(c)).join('')
  return { actor, props, text }
}

test('a running instance boots to a login prompt and echoes what is typed', async () => {
  const { actor, props, text } = open('db1')
  await waitFor(actor, () => props().status === 'connected')
  await waitFor(actor, () => text().endsWith('db1 login: '), { timeout: 4000 })
  expect(text()).toContain('Linux version')
  expect(text()).toMatch(/Hostname set to <db1>[\s\S]*db1 ttyS0\r\n/)

  props().send('ada\r')
  await waitFor(actor, () => text().endsWith('ada\r\nPassword: '))
  props().send('secret\r')
  await waitFor(actor, () => text().endsWith('Login incorrect\r\ndb1 login: '))
  expect(text()).not.toContain('secret')
  actor.stop()
})

test('a second connection gets the output so far at once', async () => {
  const first = open('db1')
  await waitFor(first.actor, () => first.text().endsWith('login: '), { timeout: 4000 })
  first.actor.stop()
  const second = open('db1')
  // The replay is one message: the first output the second connection sees is all of it.
  await waitFor(second.actor, () => second.text() !== '')
  expect(second.text()).toBe(first.text())
  second.actor.stop()
})

test('a stopped instance is refused with the reason', async () => {
  const { actor, props } = open('analytics')
  await waitFor(actor, () => props().status === 'error')
  expect(props().message).toBe('Instance is stopped and has no active serial console server')
})

test('stopping the instance hangs up, saying why', async () => {
  const { actor, props, text } = open('db1')
  await waitFor(actor, () => text().endsWith('db1 login: '), { timeout: 4000 })
  const res = await call('POST', '/v1/instances/db1/stop?project=mock-project')
  expect(res.status).toBe(202)
  await waitFor(actor, () => props().status === 'closed', { timeout: 4000 })
  expect(props().message).toMatch(/^Instance is (stopping|stopped) and has no active serial console server$/)
})

test('rebooting the instance hangs up; the console reconnects by itself and the boot log starts again', async () => {
  const { actor, props, text } = open('db1')
  await waitFor(actor, () => text().endsWith('db1 login: '), { timeout: 4000 })
  const res = await call('POST', '/v1/instances/db1/reboot?project=mock-project')
  expect(res.status).toBe(202)
  await waitFor(actor, () => props().output.session === 2, { timeout: 4000 })
  await waitFor(actor, () => props().status === 'connected' && text().endsWith('db1 login: '), { timeout: 4000 })
  expect(text()).toMatch(/^BdsDxe: loading Boot0001/)
})

test('a starting instance is waited for, then its boot log streams from the first line', async () => {
  const res = await call('POST', '/v1/instances/analytics/start?project=mock-project')
  expect(res.status).toBe(202)
  const actor = createActor(serialConsoleMachine, {
    input: { project: 'mock-project', instance: 'analytics', runState: 'starting', location: { protocol: 'http:', host: 'localhost' } },
  })
  actor.start()
  const props = () => connectSerialConsole(actor.getSnapshot(), actor.send)
  expect(props().status).toBe('waiting')
  await waitFor(actor, () => props().status === 'connected', { timeout: 4000 })
  await waitFor(actor, () => props().output.chunks.length > 0, { timeout: 4000 })
  expect(new TextDecoder().decode(props().output.chunks[0])).toMatch(/^BdsDxe: loading Boot0001/)
  actor.stop()
})

test('an unknown instance is refused as not found', async () => {
  const { actor, props } = open('nope')
  await waitFor(actor, () => props().status === 'error')
  expect(props().message).toBe('Not found: instance with name "nope"')
})

test('only the stream goes to the mock; other websockets get the real WebSocket', () => {
  const stream = new globalThis.WebSocket('ws://localhost/v1/instances/db1/serial-console/stream?project=mock-project')
  const other = new globalThis.WebSocket('ws://localhost:1/other')
  // The mock's socket (or its stand-in while mock-socket's chunk loads), never the environment's.
  expect(stream).not.toBeInstanceOf(NativeWebSocket)
  expect(other).toBeInstanceOf(NativeWebSocket)
  expect(other).not.toBeInstanceOf(MockWebSocket)
  stream.close()
  other.close()
})

test('an instance still starting is refused as Nexus refuses one whose VMM is not running; the console then waits', async () => {
  const res = await call('POST', '/v1/instances/analytics/start?project=mock-project')
  expect(res.status).toBe(202)
  // Straight to the socket, as if the page had read it running.
  const { actor, props } = open('analytics')
  await waitFor(actor, () => props().status === 'waiting')
  expect(actor.getSnapshot().context.lastClose).toEqual({ code: 1011, reason: 'cannot connect to serial console of instance in state "starting"' })
  expect(props().runState).toBe('starting')
  actor.stop()
})
