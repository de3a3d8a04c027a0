// Wire shapes for silos, users, groups, policies and identity providers.
import type { Row, Store } from '../store'
import type { RoleScope } from '../models'
import { identity, type S } from './common'

export const silo = (r: Row<'silo'>): S['Silo'] => ({
  ...identity(r),
  discoverable: r.discoverable,
  identity_mode: r.identity_mode,
  mapped_fleet_roles: r.mapped_fleet_roles,
})

export const user = (r: Row<'user'>): S['User'] => ({
  id: r.id,
  display_name: r.display_name,
  silo_id: r.siloId,
})

export const currentUser = (r: Row<'user'>, siloRow: Row<'silo'>): S['CurrentUser'] => ({
  id: r.id,
  display_name: r.display_name,
  silo_id: siloRow.id,
  silo_name: siloRow.name,
})

export const group = (r: Row<'group'>): S['Group'] => ({
  id: r.id,
  display_name: r.display_name,
  silo_id: r.siloId,
})

/** A policy: the role assignments made directly on one resource (all three scopes share the shape). */
export function policy(store: Store, scope: RoleScope, resourceId: string): S['SiloRolePolicy'] {
  return {
    role_assignments: store
      .where('roleAssignment', (a) => a.resourceType === scope && a.resourceId === resourceId)
      .map((a) => ({ identity_id: a.identity_id, identity_type: a.identity_type, role_name: a.role_name })),
  }
}

export const identityProvider = (r: Row<'identityProvider'>): S['IdentityProvider'] => ({
  ...identity(r),
  provider_type: r.provider_type,
})

export const samlIdentityProvider = (r: Row<'identityProvider'>): S['SamlIdentityProvider'] => ({
  ...identity(r),
  acs_url: r.acs_url,
  idp_entity_id: r.idp_entity_id,
  slo_url: r.slo_url,
  sp_client_id: r.sp_client_id,
  technical_contact_email: r.technical_contact_email,
  group_attribute_name: r.group_attribute_name ?? null,
  public_cert: r.public_cert ?? null,
})
