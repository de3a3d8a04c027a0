// Every mock response body, success or error, conforms to the OpenAPI document.
// One row per call: [method, url, operation path template, status, body?].
// A new handler is covered by adding its row.
import { describe, expect, test } from 'vitest'
import { sledId } from '../../../mirage/seed/hardware'
import { childId, ids } from '../../../mirage/seed/ids'
import { call, withFreshServer, type Body } from './helpers'
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

const rows: Row[] = [
  // session and the signed-in user
  ['GET', '/v1/ping', '/v1/ping', 200],
  ['GET', '/v1/me', '/v1/me', 200],
  ['GET', '/v1/me/groups', '/v1/me/groups', 200],
  ['GET', '/v1/me/ssh-keys', '/v1/me/ssh-keys', 200],
  ['GET', '/v1/me/ssh-keys/m1-macbook-pro', '/v1/me/ssh-keys/{ssh_key}', 200],
  ['GET', '/v1/me/ssh-keys/nope', '/v1/me/ssh-keys/{ssh_key}', 404],
  ['GET', '/v1/me/access-tokens', '/v1/me/access-tokens', 200],
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

  // system: silos, policy, identity providers, utilization, users
  ['GET', '/v1/system/silos', '/v1/system/silos', 200],
  ['GET', '/v1/system/silos/myriad', '/v1/system/silos/{silo}', 200],
  ['GET', `/v1/system/silos/${ids.silo.thrax}`, '/v1/system/silos/{silo}', 200],
  ['GET', '/v1/system/silos/nope', '/v1/system/silos/{silo}', 404],
  ['GET', '/v1/system/silos/myriad/policy', '/v1/system/silos/{silo}/policy', 200],
  ['GET', '/v1/system/silos/maze-war/quotas', '/v1/system/silos/{silo}/quotas', 200],
  ['GET', '/v1/system/silos/maze-war/ip-pools', '/v1/system/silos/{silo}/ip-pools', 200],
  ['GET', '/v1/system/policy', '/v1/system/policy', 200],
  ['PUT', '/v1/system/policy', '/v1/system/policy', 200, { role_assignments: [policy.role_assignments[0]] }],
  ['GET', '/v1/system/identity-providers?silo=myriad', '/v1/system/identity-providers', 200],
  ['GET', '/v1/system/identity-providers', '/v1/system/identity-providers', 400],
  ['GET', '/v1/system/identity-providers/saml/mock-idp?silo=myriad', '/v1/system/identity-providers/saml/{provider}', 200],
  ['GET', '/v1/system/utilization/silos', '/v1/system/utilization/silos', 200],
  ['GET', '/v1/system/utilization/silos/maze-war', '/v1/system/utilization/silos/{silo}', 200],
  ['GET', '/v1/utilization', '/v1/utilization', 200],
  ['GET', '/v1/system/users?silo=maze-war', '/v1/system/users', 200],

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
  ['GET', '/v1/network-interfaces?project=mock-project&instance=db1', '/v1/network-interfaces', 200],
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
  ['GET', '/v1/snapshots?project=mock-project', '/v1/snapshots', 200],
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
  ['GET', '/v1/floating-ips?project=mock-project', '/v1/floating-ips', 200],
  ['GET', '/v1/floating-ips/rootbeer-float?project=mock-project', '/v1/floating-ips/{floating_ip}', 200],

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
]

describe('every response conforms to the OpenAPI document', () => {
  withFreshServer()

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
