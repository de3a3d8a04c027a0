// Every mock response body, success or error, conforms to the OpenAPI document.
// One row per call: [method, url, operation path template, status, body?].
// A new handler is covered by adding its row.
import { describe, expect, test } from 'vitest'
import { sledId } from '../../../mirage/seed/hardware'
import { childId, ids } from '../../../mirage/seed/ids'
import { call, withFreshServer, type Body } from './helpers'
import { TEST_CERT, TEST_KEY } from '../tls-fixtures'
import { responseErrors } from './openapi'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type Row = [Method, string, string, number, Body?]

const missingId = '6a1e5b1c-0000-4000-8000-000000000000'
const instanceId = childId('instance', 'mock-project', 'db1')
const sled = sledId('BRM42220014')
const physicalDisk = childId('physical-disk', 'BRM42220014', 'u2-0')
const policy = {
  role_assignments: [
    { identity_id: ids.user.ada, identity_type: 'silo_user', role_name: 'admin' },
    { identity_id: ids.group.webDevs, identity_type: 'silo_group', role_name: 'viewer' },
  ],
}
const inVpc = 'project=mock-project&vpc=mock-vpc'
const P = '?project=mock-project'
const GiB = 1024 ** 3
const metricsWindow = `start_time=${new Date(Date.now() - 86400_000).toISOString()}&end_time=${new Date().toISOString()}`
const ubuntu = childId('image', 'maze-war', 'ubuntu-24-04')
const newInstance = {
  name: 'fresh',
  description: 'made by the schema test',
  hostname: 'fresh',
  ncpus: 2,
  memory: 4 * GiB,
  boot_disk: { type: 'create', name: 'fresh-boot', description: '', size: 10 * GiB, disk_source: { type: 'image', image_id: ubuntu } },
  disks: [{ type: 'attach', name: 'disk-3' }],
  external_ips: [{ type: 'ephemeral' }, { type: 'floating', floating_ip: 'cola-float' }],
  anti_affinity_groups: ['empty-group'],
}
const newNic = { name: 'second', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet' }
const blankDisk = { name: 'blank', description: '', size: 2 * GiB, disk_source: { type: 'blank', block_size: 4096 } }
const sshKey = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBsmqhmqSnl5bD9RfYyzqzYh5uCjfSE3D2UMLZ4dGsZc me@here'
const member = '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}'
const newSubnet = { name: 'new-subnet', description: '', ipv4_block: '10.9.0.0/24' }
const newRoute = { name: 'new-route', description: '', destination: { type: 'ip_net', value: '10.8.0.0/16' }, target: { type: 'drop' } }
const newRule = {
  name: 'new-rule',
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority: 100,
  status: 'enabled',
  targets: [{ type: 'subnet', value: 'mock-subnet' }],
  filters: { hosts: [{ type: 'ip', value: '10.0.0.1' }], ports: ['22', '8000-8080'], protocols: ['TCP', 'UDP'] },
}

const rows: Row[] = [
  // session and the signed-in user
  ['GET', '/v1/ping', '/v1/ping', 200],
  ['GET', '/v1/me', '/v1/me', 200],
  ['GET', '/v1/me/groups', '/v1/me/groups', 200],
  ['GET', '/v1/me/ssh-keys', '/v1/me/ssh-keys', 200],
  ['GET', '/v1/me/ssh-keys/m1-macbook-pro', '/v1/me/ssh-keys/{ssh_key}', 200],
  ['GET', '/v1/me/ssh-keys/nope', '/v1/me/ssh-keys/{ssh_key}', 404],
  ['GET', '/v1/me/access-tokens', '/v1/me/access-tokens', 200],
  ['DELETE', `/v1/me/access-tokens/${childId('access-token', 'ada-lovelace', '1')}`, '/v1/me/access-tokens/{token_id}', 204],
  ['DELETE', `/v1/me/access-tokens/${missingId}`, '/v1/me/access-tokens/{token_id}', 404],
  ['DELETE', '/v1/me/access-tokens/nope', '/v1/me/access-tokens/{token_id}', 400],
  ['GET', '/v1/metrics/ram_provisioned?start_time=2025-01-01T00:00:00Z&limit=5', '/v1/metrics/{metric_name}', 200],
  ['GET', '/v1/metrics/nope', '/v1/metrics/{metric_name}', 400],
  ['POST', '/v1/me/ssh-keys', '/v1/me/ssh-keys', 201, { name: 'new-key', description: '', public_key: sshKey }],
  ['POST', '/v1/me/ssh-keys', '/v1/me/ssh-keys', 400, { name: 'mac-mini', description: '', public_key: sshKey }],
  ['DELETE', '/v1/me/ssh-keys/mac-mini', '/v1/me/ssh-keys/{ssh_key}', 204],
  ['DELETE', '/v1/me/ssh-keys/nope', '/v1/me/ssh-keys/{ssh_key}', 404],
  // the silo's certificates and auth settings
  ['GET', '/v1/certificates', '/v1/certificates', 200],
  ['GET', '/v1/certificates/maze-war-tls', '/v1/certificates/{certificate}', 200],
  ['GET', '/v1/certificates/nope', '/v1/certificates/{certificate}', 404],
  ['POST', '/v1/certificates', '/v1/certificates', 201, { name: 'new-cert', description: '', cert: TEST_CERT, key: TEST_KEY, service: 'external_api' }],
  ['POST', '/v1/certificates', '/v1/certificates', 400, { name: 'bad-cert', description: '', cert: 'garbage', key: TEST_KEY, service: 'external_api' }],
  ['DELETE', '/v1/certificates/maze-war-tls', '/v1/certificates/{certificate}', 204],
  ['GET', '/v1/auth-settings', '/v1/auth-settings', 200],
  ['PUT', '/v1/auth-settings', '/v1/auth-settings', 200, { device_token_max_ttl_seconds: 3600 }],
  ['PUT', '/v1/auth-settings', '/v1/auth-settings', 400, { device_token_max_ttl_seconds: 0 }],
  ['POST', '/v1/login/maze-war/local', '/v1/login/{silo_name}/local', 204, { username: 'alan-turing', password: 'oxide' }],
  ['POST', '/v1/login/maze-war/local', '/v1/login/{silo_name}/local', 401, { username: 'alan-turing', password: 'no' }],
  ['POST', '/v1/login/atlantis/local', '/v1/login/{silo_name}/local', 404, { username: 'a', password: 'oxide' }],
  ['POST', '/v1/logout', '/v1/logout', 204],
  ['POST', '/login/myriad/saml/mock-idp', '/login/{silo_name}/saml/{provider_name}', 303],
  ['POST', '/login/myriad/saml/nope', '/login/{silo_name}/saml/{provider_name}', 404],
  ['POST', '/device/auth', '/device/auth', 200, new URLSearchParams({ client_id: missingId })],
  ['POST', '/device/confirm', '/device/confirm', 400, { user_code: 'BCDF-GHJK' }],
  ['POST', '/device/token', '/device/token', 400, new URLSearchParams({ grant_type: 'x', device_code: 'y', client_id: missingId })],

  // users, groups, silo policy
  ['GET', '/v1/users', '/v1/users', 200],
  ['GET', `/v1/users?group=${ids.group.webDevs}`, '/v1/users', 200],
  ['GET', '/v1/groups', '/v1/groups', 200],
  ['GET', `/v1/groups/${ids.group.webDevs}`, '/v1/groups/{group_id}', 200],
  ['GET', `/v1/groups/${missingId}`, '/v1/groups/{group_id}', 404],
  ['GET', '/v1/policy', '/v1/policy', 200],
  ['PUT', '/v1/policy', '/v1/policy', 200, policy],
  ['PUT', '/v1/policy', '/v1/policy', 400, { role_assignments: [{ identity_id: 'x' }] }],
  ['PUT', '/v1/policy', '/v1/policy', 400, { role_assignments: [policy.role_assignments[0], { ...policy.role_assignments[0], role_name: 'viewer' }] }],
  ['PUT', '/v1/policy', '/v1/policy', 404, { role_assignments: [{ identity_id: missingId, identity_type: 'silo_group', role_name: 'viewer' }] }],

  // projects
  ['GET', '/v1/projects', '/v1/projects', 200],
  ['GET', '/v1/projects?limit=1&sort_by=name_descending', '/v1/projects', 200],
  ['GET', '/v1/projects?sort_by=sideways', '/v1/projects', 400],
  ['POST', '/v1/projects', '/v1/projects', 201, { name: 'new-project', description: 'a new one' }],
  ['POST', '/v1/projects', '/v1/projects', 400, { name: 'mock-project', description: '' }],
  ['POST', '/v1/projects', '/v1/projects', 400, { name: 'Not A Name', description: '' }],
  ['GET', '/v1/projects/mock-project', '/v1/projects/{project}', 200],
  ['GET', `/v1/projects/${ids.project.mock}`, '/v1/projects/{project}', 200],
  ['GET', '/v1/projects/nope', '/v1/projects/{project}', 404],
  ['PUT', '/v1/projects/mock-project', '/v1/projects/{project}', 200, { description: 'edited' }],
  ['DELETE', '/v1/projects/empty-project', '/v1/projects/{project}', 204],
  ['DELETE', '/v1/projects/mock-project', '/v1/projects/{project}', 400],
  ['GET', '/v1/projects/mock-project/policy', '/v1/projects/{project}/policy', 200],
  ['PUT', '/v1/projects/mock-project/policy', '/v1/projects/{project}/policy', 200, policy],
  ['PUT', '/v1/projects/mock-project/policy', '/v1/projects/{project}/policy', 400, { role_assignments: [{ ...policy.role_assignments[0], role_name: 'owner' }] }],
  ['PUT', '/v1/projects/mock-project/policy', '/v1/projects/{project}/policy', 404, { role_assignments: [{ identity_id: ids.user.claude, identity_type: 'silo_user', role_name: 'viewer' }] }],
  ['PUT', '/v1/projects/nope/policy', '/v1/projects/{project}/policy', 404, policy],

  // system: silos, policy, identity providers, utilization, users
  ['GET', '/v1/system/silos', '/v1/system/silos', 200],
  ['GET', '/v1/system/silos/myriad', '/v1/system/silos/{silo}', 200],
  ['GET', `/v1/system/silos/${ids.silo.thrax}`, '/v1/system/silos/{silo}', 200],
  ['GET', '/v1/system/silos/nope', '/v1/system/silos/{silo}', 404],
  ['GET', '/v1/system/silos/myriad/policy', '/v1/system/silos/{silo}/policy', 200],
  ['GET', '/v1/system/silos/maze-war/quotas', '/v1/system/silos/{silo}/quotas', 200],
  ['PUT', '/v1/system/silos/maze-war/quotas', '/v1/system/silos/{silo}/quotas', 200, { storage: 30 * 1024 * GiB }],
  ['PUT', '/v1/system/silos/maze-war/quotas', '/v1/system/silos/{silo}/quotas', 400, { cpus: -1 }],
  ['PUT', '/v1/system/silos/myriad/policy', '/v1/system/silos/{silo}/policy', 200, { role_assignments: [{ identity_id: ids.user.claude, identity_type: 'silo_user', role_name: 'admin' }] }],
  ['PUT', '/v1/system/silos/myriad/policy', '/v1/system/silos/{silo}/policy', 404, policy],
  ['GET', `/v1/system/users/${ids.user.alan}?silo=maze-war`, '/v1/system/users/{user_id}', 200],
  ['GET', `/v1/system/users/${missingId}?silo=maze-war`, '/v1/system/users/{user_id}', 404],
  ['POST', '/v1/system/identity-providers/local/users?silo=maze-war', '/v1/system/identity-providers/local/users', 201, { external_id: 'schema-user', password: { mode: 'password', value: 'pw' } }],
  ['POST', '/v1/system/identity-providers/local/users?silo=maze-war', '/v1/system/identity-providers/local/users', 400, { external_id: 'alan-turing', password: { mode: 'login_disallowed' } }],
  ['POST', '/v1/system/identity-providers/local/users?silo=myriad', '/v1/system/identity-providers/local/users', 404, { external_id: 'x', password: { mode: 'login_disallowed' } }],
  ['POST', `/v1/system/identity-providers/local/users/${ids.user.edsger}/set-password?silo=maze-war`, '/v1/system/identity-providers/local/users/{user_id}/set-password', 204, { mode: 'login_disallowed' }],
  ['POST', `/v1/system/identity-providers/local/users/${missingId}/set-password?silo=maze-war`, '/v1/system/identity-providers/local/users/{user_id}/set-password', 404, { mode: 'login_disallowed' }],
  ['DELETE', `/v1/system/identity-providers/local/users/${ids.user.edsger}?silo=maze-war`, '/v1/system/identity-providers/local/users/{user_id}', 204],
  ['DELETE', `/v1/system/identity-providers/local/users/${missingId}?silo=maze-war`, '/v1/system/identity-providers/local/users/{user_id}', 404],
  ['GET', '/v1/system/silos/maze-war/ip-pools', '/v1/system/silos/{silo}/ip-pools', 200],
  ['GET', '/v1/system/policy', '/v1/system/policy', 200],
  ['PUT', '/v1/system/policy', '/v1/system/policy', 200, { role_assignments: [policy.role_assignments[0]] }],
  ['PUT', '/v1/system/policy', '/v1/system/policy', 404, { role_assignments: [{ identity_id: '5e7d1a5e-0000-4000-8000-000000000bad', identity_type: 'silo_user', role_name: 'viewer' }] }],
  ['GET', '/v1/system/users-builtin', '/v1/system/users-builtin', 200],
  ['GET', '/v1/system/users-builtin/db-init', '/v1/system/users-builtin/{user}', 200],
  ['GET', '/v1/system/users-builtin/root', '/v1/system/users-builtin/{user}', 404],
  ['GET', '/v1/system/identity-providers?silo=myriad', '/v1/system/identity-providers', 200],
  ['GET', '/v1/system/identity-providers', '/v1/system/identity-providers', 400],
  ['GET', '/v1/system/identity-providers/saml/mock-idp?silo=myriad', '/v1/system/identity-providers/saml/{provider}', 200],
  ['GET', '/v1/system/utilization/silos', '/v1/system/utilization/silos', 200],
  ['GET', '/v1/system/silo-quotas?limit=2', '/v1/system/silo-quotas', 200],
  ['GET', '/v1/system/utilization/silos/maze-war', '/v1/system/utilization/silos/{silo}', 200],
  ['GET', '/v1/utilization', '/v1/utilization', 200],
  ['GET', '/v1/system/users?silo=maze-war', '/v1/system/users', 200],
  // silo writes, SAML identity providers, silo IP pool links
  ['POST', '/v1/system/silos', '/v1/system/silos', 201, { name: 'fresh', description: '', discoverable: true, identity_mode: 'saml_jit', admin_group_name: 'admins', mapped_fleet_roles: { admin: ['viewer'] }, quotas: { cpus: 8, memory: 16 * GiB, storage: 100 * GiB }, tls_certificates: [] }],
  ['POST', '/v1/system/silos', '/v1/system/silos', 400, { name: 'myriad', description: '', discoverable: true, identity_mode: 'local_only', quotas: { cpus: 0, memory: 0, storage: 0 }, tls_certificates: [] }],
  ['DELETE', '/v1/system/silos/thrax', '/v1/system/silos/{silo}', 204],
  ['DELETE', '/v1/system/silos/myriad', '/v1/system/silos/{silo}', 400],
  ['POST', '/v1/system/identity-providers/saml?silo=myriad', '/v1/system/identity-providers/saml', 201, { name: 'okta', description: '', acs_url: 'https://a.example/acs', slo_url: 'https://a.example/slo', idp_entity_id: 'e', sp_client_id: 'c', technical_contact_email: 'ops@example.com', group_attribute_name: null, idp_metadata_source: { type: 'url', url: 'https://idp.example/metadata' } }],
  ['POST', '/v1/system/identity-providers/saml?silo=myriad', '/v1/system/identity-providers/saml', 400, { name: 'mock-idp', description: '', acs_url: 'a', slo_url: 's', idp_entity_id: 'e', sp_client_id: 'c', technical_contact_email: 'm', idp_metadata_source: { type: 'url', url: 'https://idp.example/metadata' } }],
  ['GET', '/v1/system/identity-providers/saml/nope?silo=myriad', '/v1/system/identity-providers/saml/{provider}', 404],
  ['POST', '/v1/system/ip-pools/ip-pool-4/silos', '/v1/system/ip-pools/{pool}/silos', 201, { silo: 'maze-war', is_default: false }],
  ['POST', '/v1/system/ip-pools/ip-pool-1/silos', '/v1/system/ip-pools/{pool}/silos', 400, { silo: 'maze-war', is_default: false }],
  ['PUT', '/v1/system/ip-pools/ip-pool-2/silos/maze-war', '/v1/system/ip-pools/{pool}/silos/{silo}', 200, { is_default: true }],
  ['PUT', '/v1/system/ip-pools/ip-pool-4/silos/maze-war', '/v1/system/ip-pools/{pool}/silos/{silo}', 404, { is_default: true }],
  ['DELETE', '/v1/system/ip-pools/ip-pool-1/silos/myriad', '/v1/system/ip-pools/{pool}/silos/{silo}', 204],
  ['DELETE', '/v1/system/ip-pools/ip-pool-1/silos/maze-war', '/v1/system/ip-pools/{pool}/silos/{silo}', 400],

  // hardware
  ['GET', '/v1/system/hardware/racks', '/v1/system/hardware/racks', 200],
  ['GET', `/v1/system/hardware/racks/${ids.rack}`, '/v1/system/hardware/racks/{rack_id}', 200],
  ['GET', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds', 200],
  ['GET', `/v1/system/hardware/sleds/${sled}`, '/v1/system/hardware/sleds/{sled_id}', 200],
  ['GET', `/v1/system/hardware/sleds/${missingId}`, '/v1/system/hardware/sleds/{sled_id}', 404],
  ['GET', `/v1/system/hardware/sleds/${sled}/disks`, '/v1/system/hardware/sleds/{sled_id}/disks', 200],
  ['GET', `/v1/system/hardware/sleds/${sled}/instances`, '/v1/system/hardware/sleds/{sled_id}/instances', 200],
  ['GET', '/v1/system/hardware/disks?limit=1000', '/v1/system/hardware/disks', 200],
  ['GET', `/v1/system/hardware/disks/${physicalDisk}`, '/v1/system/hardware/disks/{disk_id}', 200],
  ['GET', '/v1/system/hardware/sleds-uninitialized', '/v1/system/hardware/sleds-uninitialized', 200],
  ['POST', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds', 201, { part: '913-0000019', serial: 'BRM42220063' }],
  ['POST', '/v1/system/hardware/sleds', '/v1/system/hardware/sleds', 404, { part: '913-0000019', serial: 'NOPE' }],
  ['PUT', `/v1/system/hardware/sleds/${sled}/provision-policy`, '/v1/system/hardware/sleds/{sled_id}/provision-policy', 200, { state: 'non_provisionable' }],
  // update
  ['GET', '/v1/system/update/target-release', '/v1/system/update/target-release', 200],
  ['PUT', '/v1/system/update/target-release', '/v1/system/update/target-release', 201, { system_version: '16.0.0' }],
  ['PUT', '/v1/system/update/target-release', '/v1/system/update/target-release', 400, { system_version: '14.0.0' }],
  ['PUT', '/v1/system/update/target-release', '/v1/system/update/target-release', 404, { system_version: '99.0.0' }],

  // IP pools
  ['GET', '/v1/system/ip-pools', '/v1/system/ip-pools', 200],
  ['GET', '/v1/system/ip-pools/ip-pool-1', '/v1/system/ip-pools/{pool}', 200],
  ['GET', '/v1/system/ip-pools/ip-pool-1/ranges', '/v1/system/ip-pools/{pool}/ranges', 200],
  ['GET', '/v1/system/ip-pools/ip-pool-3/ranges', '/v1/system/ip-pools/{pool}/ranges', 200],
  ['GET', '/v1/system/ip-pools/ip-pool-1/silos', '/v1/system/ip-pools/{pool}/silos', 200],
  ['GET', '/v1/system/ip-pools/ip-pool-1/utilization', '/v1/system/ip-pools/{pool}/utilization', 200],
  ['GET', '/v1/system/ip-pools/ip-pool-3/utilization', '/v1/system/ip-pools/{pool}/utilization', 200],
  ['GET', '/v1/ip-pools', '/v1/ip-pools', 200],
  ['GET', '/v1/ip-pools/ip-pool-2', '/v1/ip-pools/{pool}', 200],
  ['GET', '/v1/ip-pools/ip-pool-4', '/v1/ip-pools/{pool}', 404],
  // IP pool writes and fleet metrics
  ['POST', '/v1/system/ip-pools', '/v1/system/ip-pools', 201, { name: 'new-pool', description: '' }],
  ['POST', '/v1/system/ip-pools', '/v1/system/ip-pools', 400, { name: 'ip-pool-1', description: '' }],
  ['PUT', '/v1/system/ip-pools/ip-pool-4', '/v1/system/ip-pools/{pool}', 200, { name: 'renamed', description: 'edited' }],
  ['PUT', '/v1/system/ip-pools/nope', '/v1/system/ip-pools/{pool}', 404, { description: 'edited' }],
  ['DELETE', '/v1/system/ip-pools/ip-pool-4', '/v1/system/ip-pools/{pool}', 400],
  ['POST', '/v1/system/ip-pools/ip-pool-4/ranges/add', '/v1/system/ip-pools/{pool}/ranges/add', 201, { first: 'fd01::', last: 'fd01::ffff:ffff:ffff:ffff' }],
  ['POST', '/v1/system/ip-pools/ip-pool-4/ranges/add', '/v1/system/ip-pools/{pool}/ranges/add', 400, { first: '10.0.0.25', last: '10.0.0.26' }],
  ['POST', '/v1/system/ip-pools/ip-pool-4/ranges/remove', '/v1/system/ip-pools/{pool}/ranges/remove', 204, { first: '10.1.0.1', last: '10.1.0.5' }],
  ['POST', '/v1/system/ip-pools/ip-pool-4/ranges/remove', '/v1/system/ip-pools/{pool}/ranges/remove', 400, { first: '10.1.0.1', last: '10.1.0.4' }],
  ['GET', '/v1/system/ip-pools-service', '/v1/system/ip-pools-service', 200],
  ['GET', '/v1/system/ip-pools-service/ranges', '/v1/system/ip-pools-service/ranges', 200],
  ['POST', '/v1/system/ip-pools-service/ranges/add', '/v1/system/ip-pools-service/ranges/add', 201, { first: '198.51.100.200', last: '198.51.100.210' }],
  ['POST', '/v1/system/ip-pools-service/ranges/add', '/v1/system/ip-pools-service/ranges/add', 400, { first: 'fd02::1', last: 'fd02::9' }],
  ['POST', '/v1/system/ip-pools-service/ranges/remove', '/v1/system/ip-pools-service/ranges/remove', 204, { first: '198.51.100.100', last: '198.51.100.110' }],
  ['POST', '/v1/system/ip-pools-service/ranges/remove', '/v1/system/ip-pools-service/ranges/remove', 400, { first: '198.51.100.1', last: '198.51.100.20' }],
  ['GET', `/v1/system/metrics/ram_provisioned?${metricsWindow}`, '/v1/system/metrics/{metric_name}', 200],
  ['GET', `/v1/system/metrics/cpus_provisioned?${metricsWindow}&silo=myriad`, '/v1/system/metrics/{metric_name}', 200],
  ['GET', '/v1/system/metrics/virtual_disk_space_provisioned', '/v1/system/metrics/{metric_name}', 400],

  // instances
  ['GET', '/v1/instances?project=mock-project', '/v1/instances', 200],
  ['GET', '/v1/instances', '/v1/instances', 400],
  ['GET', '/v1/instances/db1?project=mock-project', '/v1/instances/{instance}', 200],
  ['GET', `/v1/instances/${instanceId}`, '/v1/instances/{instance}', 200],
  ['GET', `/v1/instances/${instanceId}?project=mock-project`, '/v1/instances/{instance}', 400],
  ['GET', '/v1/instances/db1', '/v1/instances/{instance}', 400],
  ['GET', '/v1/instances/crashy?project=mock-project', '/v1/instances/{instance}', 200],
  ['GET', '/v1/instances/db1/disks?project=mock-project', '/v1/instances/{instance}/disks', 200],
  ['GET', '/v1/instances/db1/external-ips?project=mock-project', '/v1/instances/{instance}/external-ips', 200],
  [
    'GET',
    '/v1/instances/web-1/anti-affinity-groups?project=mock-project',
    '/v1/instances/{instance}/anti-affinity-groups',
    200,
  ],
  ['POST', `/v1/instances${P}`, '/v1/instances', 201, newInstance],
  ['POST', `/v1/instances${P}`, '/v1/instances', 201, { ...newInstance, boot_disk: null, disks: [], external_ips: [], start: false }],
  ['POST', `/v1/instances${P}`, '/v1/instances', 400, { ...newInstance, name: 'db1' }],
  ['POST', `/v1/instances${P}`, '/v1/instances', 400, { ...newInstance, ncpus: 100 }],
  ['POST', '/v1/instances?project=nope', '/v1/instances', 404, newInstance],
  ['PUT', `/v1/instances/analytics${P}`, '/v1/instances/{instance}', 200, { ncpus: 4, memory: 8 * GiB, boot_disk: 'analytics-boot' }],
  ['PUT', `/v1/instances/db1${P}`, '/v1/instances/{instance}', 400, { ncpus: 4, memory: 8 * GiB, boot_disk: 'disk-1' }],
  ['DELETE', `/v1/instances/broken${P}`, '/v1/instances/{instance}', 204],
  ['DELETE', `/v1/instances/db1${P}`, '/v1/instances/{instance}', 400],
  ['POST', `/v1/instances/analytics/start${P}`, '/v1/instances/{instance}/start', 202],
  ['POST', `/v1/instances/build-runner/start${P}`, '/v1/instances/{instance}/start', 400],
  ['POST', `/v1/instances/db1/stop${P}`, '/v1/instances/{instance}/stop', 202],
  ['POST', `/v1/instances/build-runner/stop${P}`, '/v1/instances/{instance}/stop', 400],
  ['POST', `/v1/instances/db1/reboot${P}`, '/v1/instances/{instance}/reboot', 202],
  ['POST', `/v1/instances/analytics/reboot${P}`, '/v1/instances/{instance}/reboot', 400],
  ['POST', `/v1/instances/analytics/disks/attach${P}`, '/v1/instances/{instance}/disks/attach', 202, { disk: 'disk-3' }],
  ['POST', `/v1/instances/db1/disks/attach${P}`, '/v1/instances/{instance}/disks/attach', 400, { disk: 'disk-3' }],
  ['POST', `/v1/instances/analytics/disks/detach${P}`, '/v1/instances/{instance}/disks/detach', 202, { disk: 'disk-3' }],
  ['POST', `/v1/instances/analytics/disks/detach${P}`, '/v1/instances/{instance}/disks/detach', 409, { disk: 'analytics-boot' }],
  ['POST', `/v1/instances/db1/disks/detach${P}`, '/v1/instances/{instance}/disks/detach', 400, { disk: 'disk-2' }],
  ['POST', `/v1/instances/legacy-app/external-ips/ephemeral${P}`, '/v1/instances/{instance}/external-ips/ephemeral', 202, {}],
  ['POST', `/v1/instances/db1/external-ips/ephemeral${P}`, '/v1/instances/{instance}/external-ips/ephemeral', 400, {}],
  ['POST', `/v1/instances/cache-1/external-ips/ephemeral${P}`, '/v1/instances/{instance}/external-ips/ephemeral', 503, {}],
  ['DELETE', `/v1/instances/db1/external-ips/ephemeral${P}`, '/v1/instances/{instance}/external-ips/ephemeral', 204],
  ['GET', `/v1/instances/db1/ssh-public-keys${P}`, '/v1/instances/{instance}/ssh-public-keys', 200],
  ['GET', `/v1/instances/api-1/affinity-groups${P}`, '/v1/instances/{instance}/affinity-groups', 200],
  ['GET', `/v1/instances/db1/serial-console${P}&from_start=0`, '/v1/instances/{instance}/serial-console', 200],
  ['GET', `/v1/instances/db1/serial-console${P}&most_recent=64&max_bytes=32`, '/v1/instances/{instance}/serial-console', 200],
  ['GET', `/v1/instances/analytics/serial-console${P}&from_start=0`, '/v1/instances/{instance}/serial-console', 400],
  ['GET', '/v1/network-interfaces?project=mock-project&instance=db1', '/v1/network-interfaces', 200],
  ['POST', `/v1/network-interfaces${P}&instance=analytics`, '/v1/network-interfaces', 201, newNic],
  ['POST', `/v1/network-interfaces${P}&instance=db1`, '/v1/network-interfaces', 400, newNic],
  ['PUT', `/v1/network-interfaces/nic0${P}&instance=analytics`, '/v1/network-interfaces/{interface}', 200, { name: 'renamed', transit_ips: ['10.1.0.0/16'] }],
  ['PUT', `/v1/network-interfaces/nic1${P}&instance=db1`, '/v1/network-interfaces/{interface}', 400, { name: 'renamed' }],
  ['DELETE', `/v1/network-interfaces/nic0${P}&instance=analytics`, '/v1/network-interfaces/{interface}', 204],
  ['DELETE', `/v1/network-interfaces/nic0${P}&instance=db1`, '/v1/network-interfaces/{interface}', 400],
  [
    'GET',
    '/v1/network-interfaces/nic1?project=mock-project&instance=db1',
    '/v1/network-interfaces/{interface}',
    200,
  ],

  // storage
  ['GET', '/v1/disks?project=mock-project', '/v1/disks', 200],
  ['GET', '/v1/disks/disk-1?project=mock-project', '/v1/disks/{disk}', 200],
  ['GET', '/v1/disks/disk-3?project=mock-project', '/v1/disks/{disk}', 200],
  ['POST', `/v1/disks${P}`, '/v1/disks', 201, blankDisk],
  ['POST', `/v1/disks${P}`, '/v1/disks', 400, { ...blankDisk, name: 'disk-1' }],
  ['POST', `/v1/disks${P}`, '/v1/disks', 400, { ...blankDisk, size: GiB / 2 }],
  ['DELETE', `/v1/disks/disk-3${P}`, '/v1/disks/{disk}', 204],
  ['DELETE', `/v1/disks/disk-1${P}`, '/v1/disks/{disk}', 400],
  ['GET', '/v1/snapshots?project=mock-project', '/v1/snapshots', 200],
  ['POST', `/v1/snapshots${P}`, '/v1/snapshots', 201, { name: 'new-snap', description: '', disk: 'disk-1' }],
  ['POST', `/v1/snapshots${P}`, '/v1/snapshots', 400, { name: 'new-snap', description: '', disk: 'disk-faulted' }],
  ['DELETE', `/v1/snapshots/snapshot-1${P}`, '/v1/snapshots/{snapshot}', 204],
  ['GET', '/v1/snapshots/snapshot-1?project=mock-project', '/v1/snapshots/{snapshot}', 200],
  ['GET', '/v1/images', '/v1/images', 200],
  ['GET', '/v1/images?project=mock-project', '/v1/images', 200],
  ['GET', '/v1/images/ubuntu-24-04', '/v1/images/{image}', 200],
  ['GET', '/v1/images/image-1?project=mock-project', '/v1/images/{image}', 200],

  // networking
  ['GET', '/v1/vpcs?project=mock-project', '/v1/vpcs', 200],
  ['GET', '/v1/vpcs/mock-vpc?project=mock-project', '/v1/vpcs/{vpc}', 200],
  ['GET', `/v1/vpc-subnets?${inVpc}`, '/v1/vpc-subnets', 200],
  ['GET', `/v1/vpc-subnets/mock-subnet-2?${inVpc}`, '/v1/vpc-subnets/{subnet}', 200],
  ['GET', `/v1/vpc-subnets/mock-subnet/network-interfaces?${inVpc}`, '/v1/vpc-subnets/{subnet}/network-interfaces', 200],
  ['GET', `/v1/vpc-routers?${inVpc}`, '/v1/vpc-routers', 200],
  ['GET', `/v1/vpc-routers/mock-custom-router?${inVpc}`, '/v1/vpc-routers/{router}', 200],
  ['GET', `/v1/vpc-router-routes?${inVpc}&router=system`, '/v1/vpc-router-routes', 200],
  ['GET', `/v1/vpc-router-routes?${inVpc}&router=mock-custom-router`, '/v1/vpc-router-routes', 200],
  ['GET', `/v1/vpc-router-routes/drop-local?${inVpc}&router=mock-custom-router`, '/v1/vpc-router-routes/{route}', 200],
  ['GET', `/v1/vpc-firewall-rules?${inVpc}`, '/v1/vpc-firewall-rules', 200],
  ['GET', `/v1/internet-gateways?${inVpc}`, '/v1/internet-gateways', 200],
  ['GET', `/v1/internet-gateways/default?${inVpc}`, '/v1/internet-gateways/{gateway}', 200],
  ['GET', `/v1/internet-gateway-ip-pools?${inVpc}&gateway=default`, '/v1/internet-gateway-ip-pools', 200],
  ['GET', `/v1/internet-gateway-ip-addresses?${inVpc}&gateway=default`, '/v1/internet-gateway-ip-addresses', 200],
  ['POST', `/v1/vpcs${P}`, '/v1/vpcs', 201, { name: 'new-vpc', description: '', dns_name: 'new-vpc', ipv6_prefix: 'fd12:3456:789a::/48' }],
  ['POST', `/v1/vpcs${P}`, '/v1/vpcs', 400, { name: 'mock-vpc', description: '', dns_name: 'x' }],
  ['POST', `/v1/vpcs${P}`, '/v1/vpcs', 400, { name: 'v', description: '', dns_name: 'v', ipv6_prefix: '2001:db8::/48' }],
  ['PUT', `/v1/vpcs/mock-vpc${P}`, '/v1/vpcs/{vpc}', 200, { description: 'edited', dns_name: 'edited' }],
  ['PUT', `/v1/vpcs/mock-vpc${P}`, '/v1/vpcs/{vpc}', 400, { name: 'mock-vpc-2' }],
  ['DELETE', `/v1/vpcs/mock-vpc-2${P}`, '/v1/vpcs/{vpc}', 400],
  ['DELETE', `/v1/vpcs/nope${P}`, '/v1/vpcs/{vpc}', 404],
  ['POST', `/v1/vpc-subnets?${inVpc}`, '/v1/vpc-subnets', 201, { ...newSubnet, custom_router: 'mock-custom-router' }],
  ['POST', `/v1/vpc-subnets?${inVpc}`, '/v1/vpc-subnets', 400, { ...newSubnet, ipv4_block: '172.30.1.0/24' }],
  ['POST', `/v1/vpc-subnets?${inVpc}`, '/v1/vpc-subnets', 400, { ...newSubnet, ipv4_block: '10.0.0.0/30' }],
  ['POST', `/v1/vpc-subnets?${inVpc}`, '/v1/vpc-subnets', 400, { ...newSubnet, name: 'mock-subnet' }],
  ['PUT', `/v1/vpc-subnets/mock-subnet-2?${inVpc}`, '/v1/vpc-subnets/{subnet}', 200, { name: 'renamed', custom_router: null }],
  ['PUT', `/v1/vpc-subnets/mock-subnet-2?${inVpc}`, '/v1/vpc-subnets/{subnet}', 400, { custom_router: 'system' }],
  ['DELETE', `/v1/vpc-subnets/default?project=mock-project&vpc=mock-vpc-2`, '/v1/vpc-subnets/{subnet}', 204],
  ['DELETE', `/v1/vpc-subnets/mock-subnet?${inVpc}`, '/v1/vpc-subnets/{subnet}', 400],
  ['POST', `/v1/vpc-routers?${inVpc}`, '/v1/vpc-routers', 201, { name: 'new-router', description: '' }],
  ['POST', `/v1/vpc-routers?${inVpc}`, '/v1/vpc-routers', 400, { name: 'system', description: '' }],
  ['PUT', `/v1/vpc-routers/mock-custom-router?${inVpc}`, '/v1/vpc-routers/{router}', 200, { description: 'edited' }],
  ['PUT', `/v1/vpc-routers/mock-custom-router?${inVpc}`, '/v1/vpc-routers/{router}', 400, { name: 'system' }],
  ['DELETE', `/v1/vpc-routers/mock-custom-router?${inVpc}`, '/v1/vpc-routers/{router}', 204],
  ['DELETE', `/v1/vpc-routers/system?${inVpc}`, '/v1/vpc-routers/{router}', 400],
  ['POST', `/v1/vpc-router-routes?${inVpc}&router=mock-custom-router`, '/v1/vpc-router-routes', 201, newRoute],
  ['POST', `/v1/vpc-router-routes?${inVpc}&router=system`, '/v1/vpc-router-routes', 400, newRoute],
  ['POST', `/v1/vpc-router-routes?${inVpc}&router=mock-custom-router`, '/v1/vpc-router-routes', 400, { ...newRoute, target: { type: 'subnet', value: 'mock-subnet' } }],
  ['PUT', `/v1/vpc-router-routes/drop-local?${inVpc}&router=mock-custom-router`, '/v1/vpc-router-routes/{route}', 200, { ...newRoute, name: 'renamed' }],
  ['PUT', `/v1/vpc-router-routes/mock-subnet?${inVpc}&router=system`, '/v1/vpc-router-routes/{route}', 400, newRoute],
  ['DELETE', `/v1/vpc-router-routes/drop-local?${inVpc}&router=mock-custom-router`, '/v1/vpc-router-routes/{route}', 204],
  ['DELETE', `/v1/vpc-router-routes/default-v4?${inVpc}&router=system`, '/v1/vpc-router-routes/{route}', 400],
  ['PUT', `/v1/vpc-firewall-rules?${inVpc}`, '/v1/vpc-firewall-rules', 200, { rules: [newRule, { ...newRule, name: 'bare', filters: {} }] }],
  ['PUT', `/v1/vpc-firewall-rules?${inVpc}`, '/v1/vpc-firewall-rules', 400, { rules: [newRule, newRule] }],
  ['PUT', `/v1/vpc-firewall-rules?${inVpc}`, '/v1/vpc-firewall-rules', 400, { rules: [{ ...newRule, priority: 70000 }] }],
  ['POST', `/v1/internet-gateways?${inVpc}`, '/v1/internet-gateways', 201, { name: 'new-gateway', description: '' }],
  ['POST', `/v1/internet-gateways?${inVpc}`, '/v1/internet-gateways', 400, { name: 'default', description: '' }],
  ['DELETE', `/v1/internet-gateways/default?${inVpc}`, '/v1/internet-gateways/{gateway}', 400],
  ['DELETE', `/v1/internet-gateways/default?${inVpc}&cascade=true`, '/v1/internet-gateways/{gateway}', 204],
  ['POST', `/v1/internet-gateway-ip-pools?${inVpc}&gateway=second-gateway`, '/v1/internet-gateway-ip-pools', 201, { name: 'p', description: '', ip_pool: 'ip-pool-1' }],
  ['POST', `/v1/internet-gateway-ip-pools?${inVpc}&gateway=second-gateway`, '/v1/internet-gateway-ip-pools', 404, { name: 'p', description: '', ip_pool: 'ip-pool-4' }],
  ['DELETE', `/v1/internet-gateway-ip-pools/pool-two?${inVpc}&gateway=second-gateway`, '/v1/internet-gateway-ip-pools/{pool}', 204],
  ['DELETE', `/v1/internet-gateway-ip-pools/default?${inVpc}&gateway=default`, '/v1/internet-gateway-ip-pools/{pool}', 400],
  ['POST', `/v1/internet-gateway-ip-addresses?${inVpc}&gateway=default`, '/v1/internet-gateway-ip-addresses', 201, { name: 'a', description: '', address: '10.0.0.1' }],
  ['POST', `/v1/internet-gateway-ip-addresses?${inVpc}&gateway=default`, '/v1/internet-gateway-ip-addresses', 400, { name: 'mock-address', description: '', address: '10.0.0.1' }],
  ['DELETE', `/v1/internet-gateway-ip-addresses/mock-address?${inVpc}&gateway=default`, '/v1/internet-gateway-ip-addresses/{address}', 204],
  ['DELETE', `/v1/internet-gateway-ip-addresses/nope?${inVpc}&gateway=default`, '/v1/internet-gateway-ip-addresses/{address}', 404],
  ['GET', '/v1/floating-ips?project=mock-project', '/v1/floating-ips', 200],
  ['GET', '/v1/floating-ips/rootbeer-float?project=mock-project', '/v1/floating-ips/{floating_ip}', 200],
  ['POST', `/v1/floating-ips${P}`, '/v1/floating-ips', 201, { name: 'new-float', description: '', pool: 'ip-pool-2' }],
  ['POST', `/v1/floating-ips${P}`, '/v1/floating-ips', 400, { name: 'cola-float', description: '' }],
  ['PUT', `/v1/floating-ips/cola-float${P}`, '/v1/floating-ips/{floating_ip}', 200, { description: 'edited' }],
  ['DELETE', `/v1/floating-ips/cola-float${P}`, '/v1/floating-ips/{floating_ip}', 204],
  ['DELETE', `/v1/floating-ips/rootbeer-float${P}`, '/v1/floating-ips/{floating_ip}', 400],
  ['POST', `/v1/floating-ips/cola-float/attach${P}`, '/v1/floating-ips/{floating_ip}/attach', 202, { kind: 'instance', parent: 'analytics' }],
  ['POST', `/v1/floating-ips/rootbeer-float/attach${P}`, '/v1/floating-ips/{floating_ip}/attach', 400, { kind: 'instance', parent: 'analytics' }],
  ['POST', `/v1/floating-ips/rootbeer-float/detach${P}`, '/v1/floating-ips/{floating_ip}/detach', 202],
  ['POST', `/v1/floating-ips/cola-float/detach${P}`, '/v1/floating-ips/{floating_ip}/detach', 400],

  // anti-affinity groups
  ['GET', '/v1/anti-affinity-groups?project=mock-project', '/v1/anti-affinity-groups', 200],
  [
    'GET',
    '/v1/anti-affinity-groups/romulus-remus?project=mock-project',
    '/v1/anti-affinity-groups/{anti_affinity_group}',
    200,
  ],
  [
    'GET',
    '/v1/anti-affinity-groups/romulus-remus/members?project=mock-project',
    '/v1/anti-affinity-groups/{anti_affinity_group}/members',
    200,
  ],
  [
    'GET',
    '/v1/anti-affinity-groups/romulus-remus/members/instance/web-1?project=mock-project',
    '/v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}',
    200,
  ],
  ['POST', `/v1/anti-affinity-groups${P}`, '/v1/anti-affinity-groups', 201, { name: 'g', description: '', policy: 'fail', failure_domain: 'sled' }],
  ['POST', `/v1/anti-affinity-groups${P}`, '/v1/anti-affinity-groups', 400, { name: 'set-apart', description: '', policy: 'fail', failure_domain: 'sled' }],
  ['PUT', `/v1/anti-affinity-groups/set-apart${P}`, '/v1/anti-affinity-groups/{anti_affinity_group}', 200, { description: 'edited' }],
  ['DELETE', `/v1/anti-affinity-groups/set-apart${P}`, '/v1/anti-affinity-groups/{anti_affinity_group}', 204],
  ['POST', `/v1/anti-affinity-groups/empty-group/members/instance/analytics${P}`, member, 201],
  ['POST', `/v1/anti-affinity-groups/empty-group/members/instance/db1${P}`, member, 400],
  ['DELETE', `/v1/anti-affinity-groups/romulus-remus/members/instance/web-1${P}`, member, 204],
  ['DELETE', `/v1/anti-affinity-groups/empty-group/members/instance/web-1${P}`, member, 404],

  // affinity groups (read-only)
  ['GET', `/v1/affinity-groups${P}`, '/v1/affinity-groups', 200],
  ['GET', `/v1/affinity-groups/close-together${P}`, '/v1/affinity-groups/{affinity_group}', 200],
  ['GET', `/v1/affinity-groups/close-together/members${P}`, '/v1/affinity-groups/{affinity_group}/members', 200],
  [
    'GET',
    `/v1/affinity-groups/close-together/members/instance/api-1${P}`,
    '/v1/affinity-groups/{affinity_group}/members/instance/{instance}',
    200,
  ],
]

describe('every response conforms to the OpenAPI document', () => {
  withFreshServer({ transitionMs: 'manual' })

  test.each(rows)('%s %s → %i', async (method, url, template, status, body) => {
    const res = await call(method, url, body)
    expect(res.status, JSON.stringify(res.body)).toBe(status)
    const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
    expect(responseErrors(template, m, status, res.body)).toEqual([])
    // Lists that ought to have something in them do: an empty page validates trivially.
    if (status === 200 && res.body && Array.isArray(res.body.items)) expect(res.body.items.length).toBeGreaterThan(0)
  })
})

describe('the schema check itself', () => {
  const project = {
    id: ids.project.mock,
    name: 'mock-project',
    description: '',
    time_created: '2025-05-01T09:00:00.000Z',
    time_modified: '2025-05-01T09:00:00.000Z',
  }
  const check = (body: unknown) => responseErrors('/v1/projects/{project}', 'get', 200, body)

  test('accepts a conforming body', () => {
    expect(check(project)).toEqual([])
  })

  test.each([
    ['an unknown field', { ...project, silo_id: ids.silo.mazeWar }],
    ['a missing required field', { ...project, name: undefined }],
    ['a malformed uuid', { ...project, id: 'not-a-uuid' }],
    ['a malformed date-time', { ...project, time_created: 'yesterday' }],
    ['a name breaking the Name pattern', { ...project, name: 'Mock Project' }],
  ])('rejects %s', (_, body) => {
    expect(check(JSON.parse(JSON.stringify(body)))).not.toEqual([])
  })

  test('honours nullable and Nexus formats', () => {
    const instance = { status: 200, template: '/v1/instances/{instance}' } as const
    const ok = {
      ...project,
      project_id: ids.project.mock,
      hostname: 'h',
      memory: 1024,
      ncpus: 1,
      run_state: 'running',
      time_run_state_updated: project.time_created,
      auto_restart_enabled: true,
      auto_restart_policy: null,
      boot_disk_id: null,
    }
    expect(responseErrors(instance.template, 'get', instance.status, ok)).toEqual([])
    expect(responseErrors(instance.template, 'get', instance.status, { ...ok, ncpus: -1 })).not.toEqual([])
    expect(responseErrors(instance.template, 'get', instance.status, { ...ok, hostname: null })).not.toEqual([])
  })

  test('error bodies follow the Error schema', () => {
    expect(responseErrors('/v1/projects', 'get', 404, { request_id: 'r', message: 'm', error_code: 'E' })).toEqual([])
    expect(responseErrors('/v1/projects', 'get', 404, { message: 'm' })).not.toEqual([])
  })
})
