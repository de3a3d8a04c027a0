// The instance page's reads, as its routes load them (and re-read them when a
// mutation invalidates what they read): the instance and its external IPs,
// which the header lists; the Connect tab's SSH keys; the serial console page; and where an instance
// given by id lives. Each tab's own reads are in its module
// (instance-storage.ts, instance-networking.ts, instance-settings.ts,
// instance-metrics.ts).
import { afterRows, ApiError, apiSection, fetchApi, MAX_LIMIT, startSection, type Read } from '~/api'
import type { InstanceRef } from '../shared/permission.rules'
import { instanceSledsSection } from '../shared/sled-placements'
import { disabledReason } from './instance.rules'

export const fetchInstance = ({ project, instance }: InstanceRef) =>
  fetchApi('/v1/instances/{instance}', { path: { instance }, query: { project } })

/** The instance's external IPs, which the header lists: a part of the page, not the page. */
export const externalIpsSection = ({ project, instance }: InstanceRef) =>
  apiSection('/v1/instances/{instance}/external-ips', { path: { instance }, query: { project } })

/** Every read above is under this path: a page follows the mutations that invalidate it. */
/** An instance's own reads: the instance and what is listed under it. */
export const INSTANCE_READS: Read[] = ['/v1/instances/{instance}', '/v1/instances/{instance}/anti-affinity-groups', '/v1/instances/{instance}/disks', '/v1/instances/{instance}/external-ips']

/**
 * The instance page: the instance; its external IPs for the header start with
 * it, and, for a fleet viewer only (`isFleetViewer`, the session's answer),
 * the scan that finds the sled it runs on. Anyone else sends no request for it.
 */
export async function loadInstancePage(ref: InstanceRef, isFleetViewer: () => Promise<boolean> = async () => false) {
  startSection(externalIpsSection(ref))
  // Not waited for; a session that could not be read is the page's error elsewhere.
  afterRows(() =>
    void isFleetViewer().then(
      (fleet) => fleet && startSection(instanceSledsSection()),
      () => undefined,
    ),
  )
  return { instance: await fetchInstance(ref) }
}

export type InstancePageData = Awaited<ReturnType<typeof loadInstancePage>>

/**
 * The Connect tab's SSH public keys: those the instance was given when it was
 * created (a key deleted since is no longer listed). An instance takes a
 * handful of keys, so one page holds them. A part of the tab: the rest of it
 * (the serial console, the commands) works without them.
 */
export const sshKeysSection = ({ project, instance }: InstanceRef) =>
  apiSection('/v1/instances/{instance}/ssh-public-keys', { path: { instance }, query: { project, limit: MAX_LIMIT } })

/** The Connect tab: its keys start with it. */
export function loadInstanceConnect(ref: InstanceRef) {
  startSection(sshKeysSection(ref))
}

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
