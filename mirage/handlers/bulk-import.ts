// A disk's bulk import (start, write, stop, finalize). A disk made
// with `importing_blocks` starts import_ready (POST /v1/disks, storage.ts);
// start moves it to importing_from_bulk_writes, writes land only then, stop
// moves it back, and finalize takes it through finalizing to detached,
// optionally snapshotting it on the way. Each call is refused in any other
// state, as Nexus refuses it. Nexus answers finalize once its saga is done, so
// here the disk is detached by the time the 204 leaves.
import { requireProjectWrite } from '../lib/authz'
import { int, optName, str } from '../lib/body'
import {
  cannotBulkWrite,
  cannotFinalize,
  cannotSetState,
  checkBulkWrite,
  decodedLength,
  recordWrite,
} from '../lib/bulk-import'
import { DISK } from '../lib/disks'
import { alreadyExists } from '../lib/errors'
import { lookupInProject, type LookupCtx } from '../lib/lookup'
import { noContent, type Route } from '../lib/route'
import type { Row } from '../store'

/** The disk of `/v1/disks/{disk}/…?project=`, which the caller may modify. */
function writableDisk(ctx: LookupCtx & { path: Record<string, string>; query: URLSearchParams }): Row<'disk'> {
  const disk = lookupInProject(ctx, DISK, ctx.path.disk, ctx.query.get('project'))
  requireProjectWrite(ctx.store, ctx.actor, disk.projectId)
  return disk
}

const now = () => new Date().toISOString()

export function bulkImportRoutes(route: Route) {
  route('post', '/v1/disks/{disk}/bulk-write-start', (ctx) => {
    const disk = writableDisk(ctx)
    if (disk.state.state !== 'import_ready') throw cannotSetState(disk.state, 'importing_from_bulk_writes')
    disk.update({ state: { state: 'importing_from_bulk_writes' }, time_modified: now() })
    return noContent()
  })

  route('post', '/v1/disks/{disk}/bulk-write', (ctx) => {
    // Dropshot reads the body before Nexus looks at the disk.
    const body = ctx.json()
    const data = str(body, 'base64_encoded_data')
    const offset = int(body, 'offset', 'u64')
    const disk = writableDisk(ctx)
    if (disk.state.state !== 'importing_from_bulk_writes') throw cannotBulkWrite(disk.state)
    const length = decodedLength(data)
    checkBulkWrite(offset, length, disk.size)
    recordWrite(disk.id, length)
    return noContent()
  })

  route('post', '/v1/disks/{disk}/bulk-write-stop', (ctx) => {
    const disk = writableDisk(ctx)
    if (disk.state.state !== 'importing_from_bulk_writes') throw cannotSetState(disk.state, 'import_ready')
    disk.update({ state: { state: 'import_ready' }, time_modified: now() })
    return noContent()
  })

  route('post', '/v1/disks/{disk}/finalize', (ctx) => {
    const snapshotName = optName(ctx.json(), 'snapshot_name')
    const disk = writableDisk(ctx)
    if (disk.state.state !== 'import_ready') throw cannotFinalize(disk.state)
    // The saga's snapshot step would fail on a taken name and unwind to import_ready.
    if (snapshotName && ctx.store.first('snapshot', (s) => s.projectId === disk.projectId && s.name === snapshotName)) {
      throw alreadyExists('snapshot', snapshotName)
    }
    disk.update({ state: { state: 'finalizing' }, time_modified: now() })
    if (snapshotName) {
      const t = now()
      ctx.store.create('snapshot', {
        projectId: disk.projectId,
        name: snapshotName,
        description: `Snapshot of disk ${disk.name} taken when its import was finalized`,
        disk_id: disk.id,
        size: disk.size,
        state: 'ready',
        time_created: t,
        time_modified: t,
      })
    }
    disk.update({ state: { state: 'detached' }, time_modified: now() })
    return noContent()
  })
}
