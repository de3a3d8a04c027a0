// A boot source chosen by its item: the form fields the choice changes, on
// the source's tab or found by name in a list too long to offer whole.
import type { FindList, Found } from '../shared/find-by-name'
import { minBootDiskSize, type BootSource, type InstanceCreateValues } from './instance-create'
import type { InstanceCreatePickers } from './instance-create-pickers'

/** One field of a form with a value of that field's type: a CHANGE event's name and value, typed together. */
export type FieldChange<V> = { [K in keyof V]: { name: K; value: V[K] } }[keyof V]

/** The form fields a chosen boot item changes: the item, and the size when it no longer holds it. */
export function bootItemChanges(
  values: InstanceCreateValues,
  pickers: InstanceCreatePickers,
  id: string,
): FieldChange<InstanceCreateValues>[] {
  const field = bootItemField[values.bootSource]
  const next = { ...values, [field]: id }
  const min = minBootDiskSize(next, pickers)
  const raise = next.bootSource !== 'disk' && (next.bootDiskSize === undefined || next.bootDiskSize < min)
  const item: FieldChange<InstanceCreateValues> = { name: field, value: id }
  return raise ? [item, { name: 'bootDiskSize', value: min }] : [item]
}

/** The field holding the chosen item of each boot source (a disk by name, the others by id). */
export const bootItemField = {
  siloImage: 'siloImageId',
  projectImage: 'projectImageId',
  snapshot: 'snapshotId',
  disk: 'bootDiskAttach',
} as const satisfies Record<BootSource, keyof InstanceCreateValues>

/** The list each boot source picks from. */
export const bootSourceList: Record<BootSource, FindList> = {
  siloImage: 'siloImages',
  projectImage: 'projectImages',
  snapshot: 'snapshots',
  disk: 'disks',
}

/** The boot source each list is picked from. */
export const listBootSource: Record<FindList, BootSource> = {
  siloImages: 'siloImage',
  projectImages: 'projectImage',
  snapshots: 'snapshot',
  disks: 'disk',
}

/** The form fields a found boot source changes: chosen on its tab (a disk by name), the size raised if its tab is open. */
export function foundChanges(
  values: InstanceCreateValues,
  pickers: InstanceCreatePickers,
  list: FindList,
  item: Found,
): FieldChange<InstanceCreateValues>[] {
  const source = listBootSource[list]
  const value = list === 'disks' ? item.name : item.id
  if (values.bootSource === source) return bootItemChanges(values, pickers, value)
  return [{ name: bootItemField[source], value }]
}
