// Wire shapes for disks, snapshots and images.
import type { Row } from '../store'
import { identity, type S } from './common'

export const disk = (r: Row<'disk'>): S['Disk'] => ({
  ...identity(r),
  project_id: r.projectId,
  block_size: r.block_size,
  size: r.size,
  device_path: r.device_path,
  state: r.state,
  image_id: r.image_id ?? null,
  snapshot_id: r.snapshot_id ?? null,
})

export const snapshot = (r: Row<'snapshot'>): S['Snapshot'] => ({
  ...identity(r),
  project_id: r.projectId,
  disk_id: r.disk_id,
  size: r.size,
  state: r.state,
})

export const image = (r: Row<'image'>): S['Image'] => ({
  ...identity(r),
  project_id: r.projectId,
  block_size: r.block_size,
  size: r.size,
  os: r.os,
  version: r.version,
  digest: r.digest ?? null,
})
