// Silo writes with Nexus's rules (Nexus's silo_create and silo_delete):
//
// - a new silo gets its quotas, its TLS certificates checked, and, when an
//   admin group name is given, that group, holding the silo admin role;
// - a silo that still holds a project is not deleted; deleting one removes
//   what lives only in it: users, groups, identity providers, images, quotas,
//   role assignments on it, and its IP pool links (never the pools).
import type { Store, Row } from '../store'
import { arrayValue, bool, field, int, name, nameValue, object, optStr, str, strValue, variant } from './body'
import { alreadyExists, invalidRequest, invalidValue } from './errors'

const SILO_ROLES = ['admin', 'collaborator', 'viewer'] as const
const IDENTITY_MODES = ['saml_jit', 'local_only'] as const

type SiloRole = (typeof SILO_ROLES)[number]

export interface SiloCreate {
  name: string
  description: string
  discoverable: boolean
  identity_mode: (typeof IDENTITY_MODES)[number]
  admin_group_name: string | null
  mapped_fleet_roles: Partial<Record<SiloRole, SiloRole[]>>
  quotas: { cpus: number; memory: number; storage: number }
  tls_certificates: { name: string; description: string; cert: string; key: string }[]
}

/** A PEM block of this label ('CERTIFICATE', 'PRIVATE KEY'), as rustls-pemfile finds one. */
const hasPemBlock = (text: string, label: RegExp) => {
  const m = text.match(/-----BEGIN ([A-Z0-9 ]+)-----[\s\S]+?-----END \1-----/)
  return !!m && label.test(m[1])
}

function parseMappedRoles(value: unknown): SiloCreate['mapped_fleet_roles'] {
  if (value === undefined) return {}
  const map = object(value, 'mapped_fleet_roles')
  const out: SiloCreate['mapped_fleet_roles'] = {}
  for (const [key, roles] of Object.entries(map)) {
    const siloRole = variant(key, 'mapped_fleet_roles', SILO_ROLES)
    // A set in Nexus (uniqueItems): repeats collapse.
    const fleet = arrayValue(roles, `mapped_fleet_roles.${key}`).map((r) => variant(r, `mapped_fleet_roles.${key}`, SILO_ROLES))
    out[siloRole] = SILO_ROLES.filter((r) => fleet.includes(r))
  }
  return out
}

/** The body of POST /v1/system/silos, read as serde would. */
export function parseSiloCreate(body: Record<string, unknown>): SiloCreate {
  const quotas = object(field(body, 'quotas'), 'quotas')
  field(body, 'discoverable') // required: no serde default
  return {
    name: name(body),
    description: str(body, 'description'),
    discoverable: bool(body, 'discoverable', true),
    identity_mode: variant(field(body, 'identity_mode'), 'identity_mode', IDENTITY_MODES),
    admin_group_name: optStr(body, 'admin_group_name'),
    mapped_fleet_roles: parseMappedRoles(body.mapped_fleet_roles),
    quotas: {
      cpus: int(quotas, 'cpus', 'u64'),
      memory: int(quotas, 'memory', 'u64'),
      storage: int(quotas, 'storage', 'u64'),
    },
    tls_certificates: arrayValue(field(body, 'tls_certificates'), 'tls_certificates').map((c, i) => {
      const cert = object(c, `tls_certificates[${i}]`)
      variant(field(cert, 'service', `tls_certificates[${i}]`), `tls_certificates[${i}].service`, ['external_api'] as const)
      return {
        name: nameValue(field(cert, 'name', `tls_certificates[${i}]`), `tls_certificates[${i}].name`),
        description: strValue(field(cert, 'description', `tls_certificates[${i}]`), `tls_certificates[${i}].description`),
        cert: strValue(field(cert, 'cert', `tls_certificates[${i}]`), `tls_certificates[${i}].cert`),
        key: strValue(field(cert, 'key', `tls_certificates[${i}]`), `tls_certificates[${i}].key`),
      }
    }),
  }
}

/** Creates the silo and everything that comes with it; the caller checked permissions. */
export function createSilo(store: Store, params: SiloCreate, now: string): Row<'silo'> {
  if (store.first('silo', (s) => s.name === params.name)) throw alreadyExists('silo', params.name)
  for (const c of params.tls_certificates) {
    // Nexus parses both (Nexus's CertificateValidator); the mock only looks for the PEM blocks.
    if (!hasPemBlock(c.cert, /CERTIFICATE$/)) throw invalidValue('certificate', 'Failed to parse certificate')
    if (!hasPemBlock(c.key, /PRIVATE KEY$/)) throw invalidValue('key', 'Failed to parse private key')
  }
  const names = params.tls_certificates.map((c) => c.name)
  const dup = names.find((n, i) => names.indexOf(n) !== i)
  if (dup) throw alreadyExists('certificate', dup)

  const silo = store.create('silo', {
    name: params.name,
    description: params.description,
    discoverable: params.discoverable,
    identity_mode: params.identity_mode,
    mapped_fleet_roles: params.mapped_fleet_roles,
    time_created: now,
    time_modified: now,
  })
  store.create('siloQuota', { siloId: silo.id, ...params.quotas })
  if (params.admin_group_name) {
    const group = store.create('group', { siloId: silo.id, display_name: params.admin_group_name, userIds: [] })
    store.create('roleAssignment', {
      resourceType: 'silo',
      resourceId: silo.id,
      identity_type: 'silo_group',
      identity_id: group.id,
      role_name: 'admin',
    })
  }
  return silo
}

/** Deletes the silo and what lives only in it, or says why not (as Nexus words it). */
export function deleteSilo(store: Store, silo: Row<'silo'>): void {
  if (store.first('project', (p) => p.siloId === silo.id)) throw invalidRequest('silo to be deleted contains a project')
  const users = store.where('user', (u) => u.siloId === silo.id)
  const groups = store.where('group', (g) => g.siloId === silo.id)
  const identities = new Set([...users, ...groups].map((x) => x.id))
  store
    .where('roleAssignment', (a) => (a.resourceType === 'silo' && a.resourceId === silo.id) || identities.has(a.identity_id))
    .forEach((a) => a.destroy())
  for (const table of ['ipPoolSiloLink', 'siloQuota', 'identityProvider', 'image', 'certificate', 'siloAuthSettings'] as const) {
    store.where(table, (r) => r.siloId === silo.id).forEach((r) => r.destroy())
  }
  const userIds = new Set(users.map((u) => u.id))
  store.where('sshKey', (k) => userIds.has(k.siloUserId)).forEach((k) => k.destroy())
  store.where('accessToken', (t) => userIds.has(t.userId)).forEach((t) => t.destroy())
  users.forEach((u) => u.destroy())
  groups.forEach((g) => g.destroy())
  silo.destroy()
}
