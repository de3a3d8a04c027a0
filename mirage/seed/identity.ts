// Silos, their users and groups, and who holds which role where.
//
// maze-war (default, local identities — password "oxide" for everyone):
//   ada-lovelace       fleet admin, silo admin                     groups: kernel-devs
//   grace-hopper       fleet viewer, silo viewer via web-devs,     groups: web-devs
//                      collaborator on other-project
//   alan-turing        silo collaborator                           groups: kernel-devs, web-devs
//   katherine-johnson  viewer on mock-project only                 groups: real-estate-devs (no role)
//   margaret-hamilton  silo viewer via web-devs                    groups: web-devs
//   edsger-dijkstra    no groups, no role
// myriad (SAML through mock-idp):
//   claude-shannon     silo admin
//   barbara-liskov     silo collaborator via myriad-devs           groups: myriad-devs
// thrax: not discoverable, no users.
import { FLEET_ID } from '../lib/authz'
import type { RoleName, RoleScope } from '../models'
import type { Store } from '../store'
import { ids, stableId } from './ids'
import { stamps } from './time'

function assign(
  store: Store,
  scope: RoleScope,
  resourceId: string,
  identity: { user: string } | { group: string },
  role: RoleName,
) {
  const [identity_type, identity_id] = 'user' in identity ? (['silo_user', identity.user] as const) : (['silo_group', identity.group] as const)
  store.create('roleAssignment', {
    id: stableId(`role:${scope}/${resourceId}/${identity_id}`),
    resourceType: scope,
    resourceId,
    identity_type,
    identity_id,
    role_name: role,
  })
}

export { assign as assignRole }

export function seedIdentity(store: Store) {
  store.create('silo', {
    id: ids.silo.mazeWar,
    name: 'maze-war',
    description: 'The default silo, with local users',
    discoverable: true,
    identity_mode: 'local_only',
    // Silo admins here administer the fleet too.
    mapped_fleet_roles: { admin: ['admin'] },
    ...stamps(0),
  })
  store.create('silo', {
    id: ids.silo.myriad,
    name: 'myriad',
    description: 'A silo whose users sign in through SAML',
    discoverable: true,
    identity_mode: 'saml_jit',
    mapped_fleet_roles: {},
    ...stamps(2),
  })
  store.create('silo', {
    id: ids.silo.thrax,
    name: 'thrax',
    description: 'Not discoverable: found by id only, never listed',
    discoverable: false,
    identity_mode: 'local_only',
    mapped_fleet_roles: {},
    ...stamps(5),
  })

  const group = (id: string, siloId: string, display_name: string) =>
    store.create('group', { id, siloId, display_name, userIds: [] })
  group(ids.group.kernelDevs, ids.silo.mazeWar, 'kernel-devs')
  group(ids.group.webDevs, ids.silo.mazeWar, 'web-devs')
  group(ids.group.realEstateDevs, ids.silo.mazeWar, 'real-estate-devs')
  group(ids.group.myriadDevs, ids.silo.myriad, 'myriad-devs')

  const user = (id: string, siloId: string, userName: string, display_name: string, groupIds: string[]) =>
    store.create('user', { id, siloId, userName, display_name, groupIds })
  const { mazeWar, myriad } = ids.silo
  const g = ids.group
  user(ids.user.ada, mazeWar, 'ada-lovelace', 'Ada Lovelace', [g.kernelDevs])
  user(ids.user.grace, mazeWar, 'grace-hopper', 'Grace Hopper', [g.webDevs])
  user(ids.user.alan, mazeWar, 'alan-turing', 'Alan Turing', [g.kernelDevs, g.webDevs])
  user(ids.user.katherine, mazeWar, 'katherine-johnson', 'Katherine Johnson', [g.realEstateDevs])
  user(ids.user.margaret, mazeWar, 'margaret-hamilton', 'Margaret Hamilton', [g.webDevs])
  user(ids.user.edsger, mazeWar, 'edsger-dijkstra', 'Edsger Dijkstra', [])
  user(ids.user.claude, myriad, 'claude-shannon', 'Claude Shannon', [])
  user(ids.user.barbara, myriad, 'barbara-liskov', 'Barbara Liskov', [g.myriadDevs])

  assign(store, 'fleet', FLEET_ID, { user: ids.user.ada }, 'admin')
  assign(store, 'fleet', FLEET_ID, { user: ids.user.grace }, 'viewer')
  assign(store, 'silo', mazeWar, { user: ids.user.ada }, 'admin')
  assign(store, 'silo', mazeWar, { user: ids.user.alan }, 'collaborator')
  assign(store, 'silo', mazeWar, { group: g.webDevs }, 'viewer')
  assign(store, 'silo', myriad, { user: ids.user.claude }, 'admin')
  assign(store, 'silo', myriad, { group: g.myriadDevs }, 'collaborator')

  store.create('identityProvider', {
    id: ids.identityProvider.mockIdp,
    siloId: myriad,
    name: 'mock-idp',
    description: 'A SAML identity provider the preview signs in through',
    provider_type: 'saml',
    acs_url: 'https://myriad.sys.oxide.example/login/myriad/saml/mock-idp',
    idp_entity_id: 'https://idp.example/saml/metadata',
    slo_url: 'https://idp.example/saml/logout',
    sp_client_id: 'myriad-console',
    technical_contact_email: 'idp-admin@example.com',
    group_attribute_name: 'groups',
    public_cert: null,
    ...stamps(2),
  })
}

/** Project-level roles; run after the projects exist. */
export function seedProjectRoles(store: Store) {
  assign(store, 'project', ids.project.mock, { user: ids.user.katherine }, 'viewer')
  assign(store, 'project', ids.project.mock, { group: ids.group.kernelDevs }, 'admin')
  assign(store, 'project', ids.project.other, { user: ids.user.grace }, 'collaborator')
}
