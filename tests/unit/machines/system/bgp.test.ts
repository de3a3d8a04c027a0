// BGP and BFD forms ↔ the bodies Nexus takes, their rules (ASN range, the CIDR
// and IP messages, 'Items must be unique'), the peer-state duration, the
// status tab's rows, and the status machine's poll.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createActor } from 'xstate'
import { bfdEnableBody, bfdInitialValues, bfdMessages, validateBfd, type BfdFormValues } from '~/machines/system/bfd'
import {
  announceSetBody,
  announceSetEditInput,
  announceSetMessages,
  bgpConfigCreateBody,
  bgpConfigInitialValues,
  bgpConfigSetDefault,
  validateAnnounceSet,
  validateBgpConfig,
  type AnnounceSetFormValues,
  type BgpConfigFormValues,
  asnMessages,
  formatStateDuration,
  validateAsn,
  exportRows,
  historyRows,
  importedRows,
  peerAsns,
  peerRows,
  type BgpAnnounceSet,
  type BgpExports,
  type BgpHistory,
  type BgpImported,
  type BgpPeerStatus,
} from '~/machines/system/bgp'
import { bgpStatusMachine } from '~/machines/system/bgp-status.machine'
import { parseBgpSearch } from '~/machines/system/rack-networking.rules'
import { messages } from '~/validation'

const BLOCK = '9a0a4c1e-3f53-4b8e-9d5e-1b2c3d4e5f60'

describe('ASN', () => {
  test.each([
    ['', messages.required('ASN')],
    ['0', asnMessages.range],
    ['1', undefined],
    ['65547', undefined],
    [' 4294967295 ', undefined],
    ['4294967296', asnMessages.range],
    ['-1', asnMessages.integer],
    ['1.5', asnMessages.integer],
    ['6e4', asnMessages.integer],
  ])('%j → %s', (text, message) => expect(validateAsn(text)).toBe(message))
})

describe('BGP config form', () => {
  const values: BgpConfigFormValues = { name: 'edge', description: 'd', asn: ' 64512 ', announceSet: 'rack-uplinks', vrf: '' }

  test('values → body: ASN a number, the set by name, no VRF as null', () => {
    expect(bgpConfigCreateBody(values)).toEqual({ name: 'edge', description: 'd', asn: 64512, bgpAnnounceSetId: 'rack-uplinks', vrf: null })
    expect(bgpConfigCreateBody({ ...values, vrf: ' red ' }).vrf).toBe('red')
  })

  test('rules: ASN range, a set picked, a VRF is a name', () => {
    expect(validateBgpConfig(values)).toEqual({})
    expect(validateBgpConfig({ ...values, asn: '0', announceSet: '', vrf: 'Red!' })).toEqual({
      asn: asnMessages.range,
      announceSet: messages.required('Announce set'),
      vrf: messages.name.startLetter,
    })
  })

  test('no set is picked until the sets are in; then the only one is the default', () => {
    const set: BgpAnnounceSet = { id: 's', name: 'only', description: '', timeCreated: new Date(), timeModified: new Date() }
    expect(bgpConfigInitialValues.announceSet).toBe('')
    expect(bgpConfigSetDefault([set])).toEqual({ announceSet: 'only' })
    expect(bgpConfigSetDefault([set, { ...set, name: 'other' }])).toEqual({})
  })
})

describe('announce set form', () => {
  const values: AnnounceSetFormValues = {
    name: 'edge',
    description: '',
    announcements: [
      { block: BLOCK, network: ' 198.51.100.0/24 ' },
      { block: BLOCK, network: 'fd00:99::/64' },
    ],
  }

  test('values → body: each announcement its block and network', () => {
    expect(announceSetBody(values)).toEqual({
      name: 'edge',
      description: '',
      announcement: [
        { addressLotBlock: BLOCK, network: '198.51.100.0/24' },
        { addressLotBlock: BLOCK, network: 'fd00:99::/64' },
      ],
    })
  })

  test('rules: the CIDR messages, a block chosen, networks once, a name not taken', () => {
    const validate = validateAnnounceSet(['rack-uplinks'])
    expect(validate(values)).toEqual({})
    const row = (network: string, block = BLOCK) => validate({ ...values, announcements: [{ block, network }] }).announcements
    expect(row('198.51.100.0')).toBe(announceSetMessages.row(0, messages.cidr.shape))
    expect(row('198.51.100.0/33')).toBe(announceSetMessages.row(0, messages.cidr.maxWidthV4))
    expect(row('fd00::/129')).toBe(announceSetMessages.row(0, messages.cidr.maxWidthV6))
    expect(row('198.51.100.0/x')).toBe(announceSetMessages.row(0, messages.cidr.widthInteger))
    expect(row('300.1.1.1/8')).toBe(announceSetMessages.row(0, messages.ip.invalid))
    expect(row('10.0.0.0/8', '')).toBe(announceSetMessages.row(0, announceSetMessages.block))
    expect(validate({ ...values, announcements: [] }).announcements).toBe(announceSetMessages.none)
    expect(
      validate({ ...values, announcements: [values.announcements[0], { block: BLOCK, network: '198.51.100.0/24' }] }).announcements,
    ).toBe(messages.unique)
    expect(validate({ ...values, name: 'rack-uplinks' }).name).toBe(announceSetMessages.nameTaken)
  })

  test('edit starts from the set as it is', () => {
    const input = announceSetEditInput({
      name: 'rack-uplinks',
      description: 'up',
      announcements: [{ announceSetId: 'x', addressLotBlockId: BLOCK, network: '198.51.100.0/24' }],
      takenNames: [],
    })
    expect(input.initialValues).toEqual({
      name: 'rack-uplinks',
      description: 'up',
      announcements: [{ block: BLOCK, network: '198.51.100.0/24' }],
    })
    // Its own name is not "taken".
    expect(input.validate!(input.initialValues)).toEqual({})
  })
})

describe('BFD enable form', () => {
  const values: BfdFormValues = { ...bfdInitialValues, remote: '169.254.10.1' }

  test('values → body: numbers, no local as null', () => {
    expect(bfdEnableBody(values)).toEqual({
      remote: '169.254.10.1',
      local: null,
      switch: 'switch0',
      mode: 'single_hop',
      detectionThreshold: 3,
      requiredRx: 300000,
    })
    expect(bfdEnableBody({ ...values, local: ' 169.254.10.2 ', mode: 'multi_hop', switch: 'switch1' })).toMatchObject({
      local: '169.254.10.2',
      mode: 'multi_hop',
      switch: 'switch1',
    })
  })

  test('rules: the IP messages, one family, threshold 1–255, rx at least 1', () => {
    expect(validateBfd(values)).toEqual({})
    expect(validateBfd({ ...values, remote: '' }).remote).toBe(messages.required('Remote address'))
    expect(validateBfd({ ...values, remote: '1.2.3' }).remote).toBe(messages.ip.invalid)
    expect(validateBfd({ ...values, local: 'fd00::1' }).local).toBe(bfdMessages.sameVersion)
    expect(validateBfd({ ...values, detectionThreshold: '0' }).detectionThreshold).toBe(bfdMessages.threshold)
    expect(validateBfd({ ...values, detectionThreshold: '256' }).detectionThreshold).toBe(bfdMessages.threshold)
    expect(validateBfd({ ...values, requiredRx: '0' }).requiredRx).toBe(bfdMessages.requiredRx)
  })
})

describe('peer state duration', () => {
  test.each([
    [0, 'less than a second'],
    [999, 'less than a second'],
    [1_000, '1 second'],
    [40_500, '40 seconds'],
    [60_000, '1 minute'],
    [12 * 60_000 + 5_000, '12 minutes 5 seconds'],
    [3_600_000 + 59_000, '1 hour'],
    [2 * 3_600_000 + 60_000, '2 hours 1 minute'],
    [(3 * 24 + 4) * 3_600_000 + 600_000, '3 days 4 hours'],
    [86_400_000 + 60_000, '1 day'],
  ])('%d ms → %s', (ms, text) => expect(formatStateDuration(ms)).toBe(text))
})

test('tabs by query: status is the default and has none', () => {
  expect(parseBgpSearch({})).toEqual({})
  expect(parseBgpSearch({ tab: 'status' })).toEqual({})
  expect(parseBgpSearch({ tab: 'configs' })).toEqual({ tab: 'configs' })
  expect(parseBgpSearch({ tab: 'announce-sets' })).toEqual({ tab: 'announce-sets' })
  expect(parseBgpSearch({ tab: 'nope' })).toEqual({})
})

const PEERS: BgpPeerStatus[] = [
  { addr: '169.254.10.1', switch: 'switch0', state: 'established', stateDurationMillis: 65_000, localAsn: 65547, remoteAsn: 65001 },
  { addr: '169.254.20.1', switch: 'switch1', state: 'connect', stateDurationMillis: 500, localAsn: 65547, remoteAsn: 65002 },
]
const EXPORTS: BgpExports = { '169.254.10.1': ['198.51.100.0/24'] }
const IMPORTED: BgpImported = [{ asn: 65547, routes: [{ id: 1, nexthop: '169.254.10.1', prefix: '0.0.0.0/0', switch: 'switch0' }] }]
const HISTORY: BgpHistory = [
  {
    asn: 65547,
    history: {
      switchHistories: [
        {
          switch: 'switch0',
          history: {
            '169.254.10.1': {
              received: [{ timestamp: new Date('2026-01-01T00:00:30Z'), message: { type: 'Keepalive' } }],
              sent: [
                { timestamp: new Date('2026-01-01T00:00:00Z'), message: { type: 'Open' } },
                { timestamp: new Date('2026-01-01T00:00:40Z'), message: { type: 'Keepalive' } },
              ],
            },
            // Whatever else the routing daemon says is read as nothing, not a crash.
            '169.254.10.9': 'garbled',
          },
        },
      ],
    },
  },
]

test('the status rows: state in words, duration, exports; routes; history read defensively', () => {
  const peers = peerRows(PEERS)
  expect(peers).toMatchObject([
    { addr: '169.254.10.1', state: 'Established', tone: 'green', duration: '1 minute 5 seconds' },
    { addr: '169.254.20.1', state: 'Connect', tone: 'yellow', duration: 'less than a second' },
  ])
  expect(peerAsns([...PEERS, { ...PEERS[0], localAsn: 64512 }])).toEqual([64512, 65547])
  expect(exportRows(peers, EXPORTS)).toMatchObject([
    { addr: '169.254.10.1', exported: ['198.51.100.0/24'] },
    { addr: '169.254.20.1', exported: [] },
  ])
  expect(importedRows(IMPORTED)).toMatchObject([{ prefix: '0.0.0.0/0', nexthop: '169.254.10.1', asn: 65547 }])
  expect(historyRows(HISTORY)).toEqual([
    expect.objectContaining({
      peer: '169.254.10.1',
      received: 1,
      sent: 2,
      last: { direction: 'Sent', type: 'Keepalive', time: '2026-01-01T00:00:40.000Z' },
    }),
    expect.objectContaining({ peer: '169.254.10.9', received: 0, sent: 0, last: undefined }),
  ])
})

describe('the status machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('reads at once, again every poll and on REFRESH, keeps data across a failed read, and stops with the actor', async () => {
    let n = 0
    const load = vi.fn(async () => {
      n++
      if (n === 3) throw new Error('mgd is down')
      return n
    })
    const actor = createActor(bgpStatusMachine, { input: { load, pollMs: 1000 } }).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.data).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(load).toHaveBeenCalledTimes(2)
    actor.send({ type: 'REFRESH' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context).toMatchObject({ data: 2, error: new Error('mgd is down') })
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context).toMatchObject({ data: 4, error: undefined })
    actor.stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(load).toHaveBeenCalledTimes(4)
  })
})
