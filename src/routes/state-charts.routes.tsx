import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import type { Disk, Instance, InstanceState } from '~/api'
import { DISK_STATES } from '~/machines/storage/disk-actions'
import { diskMachine } from '~/machines/storage/disk.machine'
import { chartWalkMachine, connectChartWalk } from '~/machines/charts/chart-walk.machine'
import { deviceMachine } from '~/machines/auth/device.machine'
import { createFormMachine } from '~/machines/shared/form.machine'
import { INSTANCE_STATES } from '~/machines/compute/instance-actions'
import { instanceMachine } from '~/machines/compute/instance.machine'
import { createListMachine } from '~/machines/shared/list.machine'
import { loginMachine } from '~/machines/auth/login.machine'
import type { SampleOutput } from '~/machines/charts/state-chart'
import { Spinner } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { siloLayout } from './layouts'
import { usePageActor } from './page-actor'
import { pb } from './paths'

// The chart and its layout engine load only when QA opens a chart.
const StateChartPage = lazy(() => import('~/views/state-chart/StateChartPage'))

const sampleInstance = (runState: InstanceState): Instance => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'sample',
  description: 'A sample instance for walking the chart',
  hostname: 'sample',
  projectId: '00000000-0000-4000-8000-000000000002',
  ncpus: 2,
  memory: 4 * 1024 ** 3,
  runState,
  timeRunStateUpdated: new Date(),
  timeCreated: new Date(),
  timeModified: new Date(),
  autoRestartEnabled: true,
})

// What the server would answer, so the walk shows the states that follow.
const settle: Partial<Record<InstanceState, InstanceState>> = {
  creating: 'running',
  starting: 'running',
  stopping: 'stopped',
  rebooting: 'running',
}
const instanceOutput: SampleOutput = (event, snapshot: AnyMachineSnapshot) => {
  const current = (snapshot.context as { instance: Instance }).instance
  const op = event.replace('xstate.done.actor.', '')
  const next: Record<string, InstanceState> = { start: 'starting', stop: 'stopping', reboot: 'rebooting' }
  const runState = next[op] ?? (op === 'fetch' ? (settle[current.runState] ?? current.runState) : current.runState)
  return { ...current, runState, timeRunStateUpdated: new Date() }
}

const SAMPLE_INSTANCE_ID = '00000000-0000-4000-8000-000000000003'
const sampleDisk = (state: string): Disk => ({
  id: '00000000-0000-4000-8000-000000000004',
  name: 'sample-disk',
  description: 'A sample disk for walking the chart',
  projectId: '00000000-0000-4000-8000-000000000002',
  size: 10 * 1024 ** 3,
  blockSize: 4096,
  devicePath: '/mnt/sample-disk',
  state: (['attached', 'attaching', 'detaching'].includes(state)
    ? { state, instance: SAMPLE_INSTANCE_ID }
    : { state }) as Disk['state'],
  timeCreated: new Date(),
  timeModified: new Date(),
})
const settledDisk: Record<string, string> = { attaching: 'attached', detaching: 'detached', creating: 'detached', finalizing: 'detached' }
const diskOutput: SampleOutput = (event, snapshot) => {
  const current = (snapshot.context as { disk: Disk }).disk
  const op = event.replace('xstate.done.actor.', '')
  if (op === 'snapshot') return { id: 'snapshot', name: 'sample-snapshot' }
  const next = op === 'attach' ? 'attached' : op === 'detach' ? 'detached' : (settledDisk[current.state.state] ?? current.state.state)
  return sampleDisk(next)
}

type ChartDef = {
  title: string
  machine: AnyStateMachine
  input?: (start: string) => unknown
  output?: SampleOutput
  start?: { label: string; options: readonly string[]; initial: string }
}

const noop = () => Promise.resolve({ items: [] })
const charts: Record<string, ChartDef> = {
  instance: {
    title: 'Instance lifecycle',
    machine: instanceMachine,
    input: (runState) => ({ project: 'sample', instance: sampleInstance(runState as InstanceState) }),
    output: instanceOutput,
    start: { label: 'Instance starts in', options: INSTANCE_STATES, initial: 'stopped' },
  },
  disk: {
    title: 'Disk lifecycle',
    machine: diskMachine,
    input: (state) => ({ project: 'sample', disk: sampleDisk(state) }),
    output: diskOutput,
    start: { label: 'Disk starts in', options: DISK_STATES, initial: 'detached' },
  },
  device: { title: 'Device code', machine: deviceMachine },
  login: { title: 'Local login', machine: loginMachine, input: () => ({ silo: 'sample' }) },
  list: {
    title: 'Paginated list',
    machine: createListMachine<unknown>(),
    input: () => ({ fetchPage: noop }),
    // One row, so a later page is shown rather than stepped back from.
    output: () => ({ items: [{}], nextPage: 'next' }),
  },
  form: {
    title: 'Create/edit form',
    machine: createFormMachine<{ name: string }>(),
    input: () => ({ initialValues: { name: '' }, submit: noop }),
  },
}

export const stateChartsIndexRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'state-charts',
  beforeLoad: () => {
    throw redirect({ to: pb.stateChart({ chart: 'instance' }) })
  },
})

export const stateChartRoute = createRoute({
  getParentRoute: () => siloLayout,
  path: 'state-charts/$chart',
  staticData: { crumb: (p) => [{ label: 'State charts', to: pb.stateChart({ chart: p.chart }) }] },
  loader: ({ params }) => {
    if (!charts[params.chart]) throw notFound()
  },
  component: function StateChartRoute() {
    const { chart } = stateChartRoute.useParams()
    return <ChartWalk key={chart} name={chart} def={charts[chart]} />
  },
})

function ChartWalk({ name, def }: { name: string; def: ChartDef }) {
  const [startValue, setStartValue] = useState(def.start?.initial ?? '')
  const actor = usePageActor(chartWalkMachine, {
    input: { machine: def.machine, input: def.input?.(startValue), output: def.output },
  })
  const walk = useConnect(actor, connectChartWalk)
  return (
    <Suspense fallback={<Spinner label="Loading chart" />}>
      <StateChartPage
        title={def.title}
        current={name}
        charts={Object.entries(charts).map(([n, c]) => ({ name: n, title: c.title, href: pb.stateChart({ chart: n }) }))}
        walk={walk}
        start={
          def.start && {
            label: def.start.label,
            value: startValue,
            options: [...def.start.options],
            onChange: (v) => {
              setStartValue(v)
              walk.reset(def.input?.(v))
            },
          }
        }
      />
    </Suspense>
  )
}

export const stateChartsRoutes = [stateChartsIndexRoute, stateChartRoute]
