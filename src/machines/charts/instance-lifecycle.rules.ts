// The instance lifecycle QA walks: edges are the
// table in compute/instance.rules.ts, each aimed where Nexus's answer puts the
// instance, plus the steps Nexus takes on its own. A test holds the targets
// and the server's steps to the preview's mock (mirage/lib/instance-state.ts).
import type { InstanceState } from '~/api'
import {
  INSTANCE_ACTIONS,
  INSTANCE_STATES,
  isTransitional,
  type InstanceAction,
} from '../compute/instance.rules'
import { actionEdges, serverEdges, type Lifecycle, type ServerStep } from './lifecycle.rules'

/** Where an action leaves the instance, as its answer reports it; unlisted actions leave the state alone. */
export const INSTANCE_ACTION_TARGETS: Partial<Record<InstanceAction, InstanceState>> = {
  start: 'starting',
  stop: 'stopping',
  reboot: 'rebooting',
  delete: 'destroyed',
}

export const INSTANCE_ACTION_LABELS: Record<InstanceAction, string> = {
  start: 'start',
  delete: 'delete',
  resize: 'resize',
  updateBootDisk: 'update boot disk',
  reboot: 'reboot',
  stop: 'stop',
  detachDisk: 'detach disk',
  attachDisk: 'attach disk',
  updateNetworkInterface: 'update network interface',
  serialConsole: 'serial console',
  addToAffinityGroup: 'add to affinity group',
}

export const DUE_FOR_RESTART = 'due for restart: auto restart enabled, and no cooldown expiry or the expiry is past'

/**
 * What Nexus does on its own. The preview's mock takes the timed ones one
 * transition time apart (mirage/lib/lifecycle.ts); the rest need a rack.
 */
export const INSTANCE_SERVER_STEPS: readonly ServerStep[] = [
  { event: 'created', from: 'creating', to: 'stopped', when: 'created with start off', preview: 'timed' },
  { event: 'created-start', from: 'creating', to: 'starting', when: 'created with start on', preview: 'timed' },
  { event: 'started', from: 'starting', to: 'running', when: 'the VM has booted', preview: 'timed' },
  { event: 'rebooted', from: 'rebooting', to: 'running', when: 'the VM is back up', preview: 'timed' },
  { event: 'stopped', from: 'stopping', to: 'stopped', when: 'the VM has shut down', preview: 'timed' },
  // A failed instance due for restart (isDueForRestart) is started by Nexus itself.
  { event: 'auto-restart', from: 'failed', to: 'starting', when: DUE_FOR_RESTART, preview: false },
  { event: 'failure', from: 'running', to: 'failed', when: 'the VMM or its sled fails', preview: false },
  { event: 'migration', from: 'running', to: 'migrating', when: 'an operator moves the instance to another sled', preview: false },
  { event: 'migrated', from: 'migrating', to: 'running', when: 'the destination VMM runs it', preview: false },
  { event: 'repaired', from: 'repairing', to: 'running', when: 'it has recovered from a failure', preview: false },
]

export const instanceLifecycle: Lifecycle = {
  name: 'instance',
  noun: 'Instance',
  initial: 'stopped',
  states: INSTANCE_STATES.map((s) => ({
    id: s,
    label: s,
    transitional: isTransitional(s),
    final: s === 'destroyed',
    note: s === 'failed' ? 'auto-restarts when due' : undefined,
  })),
  entries: [{ id: 'create', label: 'create', target: 'creating' }],
  edges: [
    ...actionEdges(INSTANCE_ACTIONS, {
      target: (action, from) => INSTANCE_ACTION_TARGETS[action] ?? from,
      label: (action) => INSTANCE_ACTION_LABELS[action],
      preview: () => 'instant',
    }),
    ...serverEdges(INSTANCE_SERVER_STEPS),
  ],
}
