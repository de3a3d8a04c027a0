// The bodies of instance create and update as Dropshot reads them, and the
// size rules Nexus applies to both.
import type { components } from '../../src/api/generated/nexus'
import {
  bool,
  field,
  int,
  name,
  nameOrId,
  nameValue,
  optArray,
  str,
  tagged,
  variant,
} from './body'
import { parseDiskCreate, GiB, type DiskCreate } from './disks'
import { badRequest, invalidValue } from './errors'
import { parseNicCreate, type NicCreate } from './nics'

type RestartPolicy = components['schemas']['InstanceAutoRestartPolicy']
type Body = Record<string, unknown>

/** Nexus's limits on an instance's shape and attachments. */
export const MAX_VCPUS = 64
export const MIN_MEMORY = GiB
export const MAX_MEMORY = 1024 * GiB
export const MAX_DISKS_PER_INSTANCE = 12
export const MAX_EXTERNAL_IPS_PER_INSTANCE = 32
export const MAX_USER_DATA_BYTES = 32 * 1024

const RESTART_POLICIES: readonly RestartPolicy[] = ['never', 'best_effort']

export type DiskAttachment = { type: 'create'; disk: DiskCreate } | { type: 'attach'; name: string }
export type NicAttachment = { type: 'default' } | { type: 'none' } | { type: 'create'; params: NicCreate[] }
export type ExternalIpCreate = { type: 'ephemeral'; pool: string | null } | { type: 'floating'; floatingIp: string }

export interface InstanceCreate {
  name: string
  description: string
  hostname: string
  ncpus: number
  memory: number
  bootDisk: DiskAttachment | null
  disks: DiskAttachment[]
  networkInterfaces: NicAttachment
  externalIps: ExternalIpCreate[]
  /** null: every key of the user's */
  sshPublicKeys: string[] | null
  autoRestartPolicy: RestartPolicy | null
  antiAffinityGroups: string[]
  start: boolean
}

const parseError = (detail: string) => badRequest(`unable to parse JSON body: ${detail}`)

const HOSTNAME = /^([a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))(\.[a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))*$/

function hostname(body: Body): string {
  const v = str(body, 'hostname')
  if (v.length < 1 || v.length > 253 || !HOSTNAME.test(v)) {
    throw parseError(`hostname: "${v}" is not a valid RFC 1035 hostname`)
  }
  return v
}

function parseDiskAttachment(value: unknown, path: string): DiskAttachment {
  const { type, fields } = tagged(value, path, ['create', 'attach'] as const)
  if (type === 'attach') return { type, name: nameValue(field(fields, 'name', path), `${path}.name`) }
  return { type, disk: parseDiskCreate(fields, path) }
}

function parseNics(value: unknown): NicAttachment {
  if (value === undefined) return { type: 'default' }
  const { type, fields } = tagged(value, 'network_interfaces', ['create', 'default', 'none'] as const)
  if (type !== 'create') return { type }
  const params = field(fields, 'params', 'network_interfaces')
  if (!Array.isArray(params)) throw parseError('network_interfaces.params: invalid type, expected a sequence')
  return { type, params: params.map((p, i) => parseNicCreate(p, `network_interfaces.params[${i}]`)) }
}

function parseExternalIp(value: unknown, path: string): ExternalIpCreate {
  const { type, fields } = tagged(value, path, ['ephemeral', 'floating'] as const)
  if (type === 'floating') return { type, floatingIp: nameOrId(field(fields, 'floating_ip', path), `${path}.floating_ip`) }
  return { type, pool: fields.pool === undefined || fields.pool === null ? null : nameOrId(fields.pool, `${path}.pool`) }
}

/** user_data is base64 of at most 32 KiB, worded as Nexus's deserializer refuses it. */
function checkUserData(body: Body): void {
  const v = body.user_data
  if (v === undefined) return
  if (typeof v !== 'string') throw parseError('user_data: invalid type, expected a string')
  if (v.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(v)) {
    throw parseError('user_data: invalid value: invalid base64 string, expected a valid base64 string')
  }
  const bytes = (v.length / 4) * 3 - (v.endsWith('==') ? 2 : v.endsWith('=') ? 1 : 0)
  if (bytes > MAX_USER_DATA_BYTES) throw parseError(`user_data: invalid length ${bytes}, expected less than 32 KiB`)
}

function restartPolicy(body: Body): RestartPolicy | null {
  const v = body.auto_restart_policy
  return v === undefined || v === null ? null : variant(v, 'auto_restart_policy', RESTART_POLICIES)
}

export function parseInstanceCreate(body: Body): InstanceCreate {
  const instanceName = name(body)
  const description = str(body, 'description')
  const host = hostname(body)
  const memory = int(body, 'memory', 'u64')
  const ncpus = int(body, 'ncpus', 'u16')
  checkUserData(body)
  const keys = body.ssh_public_keys
  return {
    name: instanceName,
    description,
    hostname: host,
    ncpus,
    memory,
    bootDisk: body.boot_disk === undefined || body.boot_disk === null ? null : parseDiskAttachment(body.boot_disk, 'boot_disk'),
    disks: optArray(body, 'disks').map((d, i) => parseDiskAttachment(d, `disks[${i}]`)),
    networkInterfaces: parseNics(body.network_interfaces),
    externalIps: optArray(body, 'external_ips').map((x, i) => parseExternalIp(x, `external_ips[${i}]`)),
    sshPublicKeys:
      keys === undefined || keys === null ? null : optArray(body, 'ssh_public_keys').map((k, i) => nameOrId(k, `ssh_public_keys[${i}]`)),
    autoRestartPolicy: restartPolicy(body),
    antiAffinityGroups: optArray(body, 'anti_affinity_groups').map((g, i) => nameOrId(g, `anti_affinity_groups[${i}]`)),
    start: bool(body, 'start', true),
  }
}

export interface InstanceUpdate {
  ncpus: number
  memory: number
  /** absent or null: no boot disk */
  bootDisk: string | null
  /** absent or null: no explicit policy */
  autoRestartPolicy: RestartPolicy | null
}

export function parseInstanceUpdate(body: Body): InstanceUpdate {
  const memory = int(body, 'memory', 'u64')
  const ncpus = int(body, 'ncpus', 'u16')
  return {
    ncpus,
    memory,
    bootDisk: body.boot_disk === undefined || body.boot_disk === null ? null : nameOrId(body.boot_disk, 'boot_disk'),
    autoRestartPolicy: restartPolicy(body),
  }
}

/** Nexus's bounds on vCPUs and memory (it labels the memory errors "size"). */
export function checkShape(ncpus: number, memory: number): void {
  if (ncpus < 1) throw invalidValue('ncpus', 'an instance must have at least 1 vCPU')
  if (ncpus > MAX_VCPUS) throw invalidValue('ncpus', `cannot have more than ${MAX_VCPUS} vCPUs per instance`)
  if (memory < MIN_MEMORY) throw invalidValue('size', 'memory must be at least 1 GiB')
  if (memory % MIN_MEMORY !== 0) throw invalidValue('size', 'memory must be divisible by 1 GiB')
  if (memory > MAX_MEMORY) throw invalidValue('size', 'memory must be less than or equal to 1 TiB')
}
