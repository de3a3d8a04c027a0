import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { Instance } from '~/api'
import { chartWalkMachine, connectChartWalk } from '~/machines/charts/chart-walk.machine'
import { deviceMachine } from '~/machines/auth/device.machine'
import { instanceMachine } from '~/machines/compute/instance.machine'
import { chartOf, eventLabel } from '~/machines/charts/state-chart.rules'

const instance = (runState: Instance['runState']): Instance => ({
  id: 'i',
  name: 'sample',
  description: '',
  hostname: 'sample',
  projectId: 'p',
  ncpus: 1,
  memory: 1024 ** 3,
  runState,
  timeRunStateUpdated: new Date(0),
  timeCreated: new Date(0),
  timeModified: new Date(0),
  autoRestartEnabled: false,
})

describe('state charts', () => {
  it('reads every state and transition of a machine', () => {
    const chart = chartOf(deviceMachine)
    expect(chart.nodes.map((n) => n.label)).toEqual(expect.arrayContaining(['editing', 'submitting', 'success']))
    expect(chart.edges.some((e) => e.event === 'SUBMIT' && e.target.endsWith('submitting'))).toBe(true)
    expect(eventLabel('xstate.done.actor.confirm')).toBe('confirm ✓')
    expect(eventLabel('xstate.error.actor.0.instance.fetch')).toBe('fetch ✗')
  })

  it('walks the instance lifecycle as the spec table allows, without calling anything', () => {
    const output = (event: string, s: { context: { instance: Instance } }) =>
      event.endsWith('.start') ? { ...s.context.instance, runState: 'starting' } : s.context.instance
    const walk = createActor(chartWalkMachine, {
      input: { machine: instanceMachine, input: { project: 'p', instance: instance('stopped') }, output: output as never },
    }).start()
    const props = () => connectChartWalk(walk.getSnapshot(), walk.send)
    const labels = () => props().next.map((e) => e.label)
    // Stopped: start and delete yes, stop and reboot no (spec §4).
    expect(labels()).toEqual(expect.arrayContaining(['START', 'DELETE', 'RESIZE']))
    expect(labels()).not.toContain('STOP')
    expect(labels()).not.toContain('REBOOT')
    props().follow(props().next.find((e) => e.label === 'START')!)
    expect(props().stateText).toBe('acting.start')
    expect(labels()).toEqual(expect.arrayContaining(['start ✓', 'start ✗']))
    props().follow(props().next.find((e) => e.label === 'start ✓')!)
    // Starting is transitional: the machine polls.
    expect(props().stateText).toMatch(/^idle\.polling/)
    expect(props().history).toEqual(['START', 'start ✓'])
    props().reset()
    expect(props().stateText).toBe('idle.settled')
  })
})
