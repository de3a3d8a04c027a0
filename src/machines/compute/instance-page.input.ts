// The instance pages' reads, as their routes load them (and re-read them when
// a mutation invalidates what they read): the instance page (the instance and
// its external IPs, which the header lists), its settings tab and the serial
// console page.
import { ApiError, fetchApi, MAX_LIMIT, PAGE_SIZE, type Read } from '~/api'
import type { InstanceRef } from '../shared/permission.rules'
import { disabledReason } from './instance.rules'
import { externalIpsPage, nicsPage } from './instance-networking.input'
import { instanceDisksPage } from './instance-storage.input'

export const fetchInstance = ({ project, instance }: InstanceRef) =>
  fetchApi('/v1/instances/{instance}', { path: { instance }, query: { project } })

const fetchExternalIps = ({ project, instance }: InstanceRef) =>
  fetchApi('/v1/instances/{instance}/external-ips', { path: { instance }, query: { project } })

/** Every read above is under this path: a page follows the mutations that invalidate it. */
export const INSTANCE_READS = '/v1/instances/{instance}'

/** The instance page: the instance, and its external IPs for the header. */
export async function loadInstancePage(ref: InstanceRef) {
  const [instance, externalIps] = await Promise.all([fetchInstance(ref), fetchExternalIps(ref).then((r) => r.items)])
  return { instance, externalIps }
}

export type InstancePageData = Awaited<ReturnType<typeof loadInstancePage>>

/** The storage tab: the first page of the instance's disks (a failure is the page's error). */
export const loadInstanceStorage = (ref: InstanceRef) => instanceDisksPage(ref)({ limit: PAGE_SIZE })

export type InstanceStorageData = Awaited<ReturnType<typeof loadInstanceStorage>>

/** What the storage tab's list reads. */
export const INSTANCE_DISKS = '/v1/instances/{instance}/disks'

/** The networking tab: both tables' first pages (a failure is the page's error). */
export async function loadInstanceNetworking(ref: InstanceRef) {
  const [nics, externalIps] = await Promise.all([
    nicsPage(ref)({ limit: PAGE_SIZE }),
    externalIpsPage(ref)({ limit: PAGE_SIZE }),
  ])
  return { nics, externalIps }
}

export type InstanceNetworkingData = Awaited<ReturnType<typeof loadInstanceNetworking>>

/** What the networking tab's two tables read. */
export const NETWORK_INTERFACES = '/v1/network-interfaces'
export const EXTERNAL_IPS = '/v1/instances/{instance}/external-ips'

/**
 * The settings tab: the instance's disks (the boot disk select), the groups
 * it is in, and the project's other groups it may join. An instance has at
 * most 12 disks; a project's groups fit in one page here.
 */
export async function loadInstanceSettings({ project, instance }: InstanceRef) {
  const [disks, groups, allGroups] = await Promise.all([
    fetchApi('/v1/instances/{instance}/disks', { path: { instance }, query: { project, limit: MAX_LIMIT } }),
    fetchApi('/v1/instances/{instance}/anti-affinity-groups', { path: { instance }, query: { project, limit: MAX_LIMIT } }),
    fetchApi('/v1/anti-affinity-groups', { query: { project, limit: MAX_LIMIT } }),
  ])
  const memberOf = new Set(groups.items.map((g) => g.id))
  return {
    disks: disks.items,
    groups: groups.items,
    otherGroups: allGroups.items.filter((g) => !memberOf.has(g.id)),
  }
}

/** What the settings tab reads: the instance's lists, and the project's groups. */
export const INSTANCE_SETTINGS_READS: Read[] = [INSTANCE_READS, '/v1/anti-affinity-groups', '/v1/anti-affinity-groups/{anti_affinity_group}', '/v1/anti-affinity-groups/{anti_affinity_group}/members', '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}']

/**
 * The serial console page: the instance, and why its console cannot open in
 * its run state, if it cannot; then the page opens nothing.
 */
export async function loadSerialConsolePage(ref: InstanceRef) {
  const instance = await fetchInstance(ref)
  return { instance, unavailable: disabledReason('serialConsole', instance.runState) }
}

export type SerialConsolePageData = Awaited<ReturnType<typeof loadSerialConsolePage>>

/**
 * Where an instance given by id lives: its project's name
 * and its own. Undefined when it cannot be found; Nexus answers 400 for a
 * name without a project selector, which is not found either.
 */
export async function locateInstance(id: string): Promise<InstanceRef | undefined> {
  try {
    const instance = await fetchApi('/v1/instances/{instance}', { path: { instance: id } })
    const project = await fetchApi('/v1/projects/{project}', { path: { project: instance.projectId } })
    return { project: project.name, instance: instance.name }
  } catch (e) {
    if (e instanceof ApiError && (e.statusCode === 404 || e.statusCode === 400)) return undefined
    throw e
  }
}
