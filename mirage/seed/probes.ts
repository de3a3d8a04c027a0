// One instrumentation probe in mock-project, on the first sled, its address
// the last of the silo's default pool (so the addresses instances get first,
// which tests and the walk-throughs name, stay as they were).
import { createProbe } from '../lib/probes'
import type { Store } from '../store'
import { sledId } from './hardware'
import { childId, ids } from './ids'
import { at } from './time'

export const SEEDED_PROBE = { name: 'edge-probe', sledSerial: 'BRM42220014' } as const

export function seedProbes(store: Store) {
  const project = store.find('project', ids.project.mock)!
  createProbe(
    store,
    project,
    { name: SEEDED_PROBE.name, description: 'Watches traffic at the edge', sled: sledId(SEEDED_PROBE.sledSerial), ipPool: null },
    { id: childId('probe', 'mock-project', SEEDED_PROBE.name), time: at(12), mac: 'A8:40:25:F7:00:01', externalIp: '123.4.56.200' },
  )
}
