// Projects: create, view, update, delete as Nexus answers them.
import { describe, expect, test } from 'vitest'
import { childId, ids } from '../../../mirage/seed/ids'
import { call, withFreshServer } from './helpers'

withFreshServer()

describe('creating', () => {
  test('answers 201 with the project, which is then found by name and by id', async () => {
    const res = await call('POST', '/v1/projects', { name: 'fresh', description: 'brand new' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'fresh', description: 'brand new' })
    expect((await call('GET', '/v1/projects/fresh')).body.id).toBe(res.body.id)
    expect((await call('GET', `/v1/projects/${res.body.id}`)).body.name).toBe('fresh')
  })

  test('gives the project a default VPC with a default subnet, as Nexus does', async () => {
    await call('POST', '/v1/projects', { name: 'fresh', description: '' })
    const vpcs = await call('GET', '/v1/vpcs?project=fresh')
    expect(vpcs.body.items.map((v: { name: string }) => v.name)).toEqual(['default'])
    const subnets = await call('GET', '/v1/vpc-subnets?project=fresh&vpc=default')
    expect(subnets.body.items.map((s: { name: string }) => s.name)).toEqual(['default'])
    const rules = await call('GET', '/v1/vpc-firewall-rules?project=fresh&vpc=default')
    expect(rules.body.rules.map((r: { name: string }) => r.name).sort()).toEqual([
      'allow-icmp',
      'allow-internal-inbound',
      'allow-ssh',
    ])
  })

  test('refuses a name already taken in the silo', async () => {
    const res = await call('POST', '/v1/projects', { name: 'mock-project', description: '' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: project "mock-project"' })
  })

  test('refuses an invalid name before anything else', async () => {
    const res = await call('POST', '/v1/projects', { name: '1st', description: '' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('unable to parse JSON body: name: name must begin with an ASCII lowercase character')
  })

  test('requires a description', async () => {
    const res = await call('POST', '/v1/projects', { name: 'ok-name' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('unable to parse JSON body: missing field `description`')
  })
})

describe('looking up', () => {
  test('an unknown name is a 404 naming it', async () => {
    const res = await call('GET', '/v1/projects/nope')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ error_code: 'ObjectNotFound', message: 'not found: project with name "nope"' })
    expect(res.body.request_id).toEqual(expect.any(String))
  })

  test('an unknown id is a 404 naming the id', async () => {
    const id = '0f0e0d0c-0b0a-4000-8000-000000000001'
    const res = await call('GET', `/v1/projects/${id}`)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(`not found: project with id "${id}"`)
  })

  test('an id is read regardless of case', async () => {
    expect((await call('GET', `/v1/projects/${ids.project.mock.toUpperCase()}`)).body.name).toBe('mock-project')
  })

  test('a project in another silo is not found', async () => {
    expect((await call('GET', '/v1/projects/myriad-research')).status).toBe(404)
    expect((await call('GET', `/v1/projects/${ids.project.research}`)).status).toBe(404)
  })

  test('a child by id must not come with a parent selector', async () => {
    const id = childId('instance', 'mock-project', 'db1')
    const res = await call('GET', `/v1/instances/${id}?project=mock-project`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'when providing instance as an ID project should not be specified',
    })
    expect((await call('GET', `/v1/instances/${id}`)).body.name).toBe('db1')
  })

  test('a child by name needs its parent', async () => {
    const res = await call('GET', '/v1/instances/db1')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('instance should either be UUID or project should be specified')
  })

  test('the parent may be given by id', async () => {
    const res = await call('GET', `/v1/instances/db1?project=${ids.project.mock}`)
    expect(res.body.id).toBe(childId('instance', 'mock-project', 'db1'))
  })

  test('a child by name in an unknown project names the project', async () => {
    const res = await call('GET', '/v1/instances/db1?project=nope')
    expect(res.body.message).toBe('not found: project with name "nope"')
  })
})

describe('updating', () => {
  test('changes name and description and the modified time', async () => {
    const before = (await call('GET', '/v1/projects/other-project')).body
    const res = await call('PUT', '/v1/projects/other-project', { name: 'renamed', description: 'new words' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: before.id, name: 'renamed', description: 'new words' })
    expect(res.body.time_modified > before.time_modified).toBe(true)
    expect((await call('GET', '/v1/projects/other-project')).status).toBe(404)
  })

  test('keeps what is left out', async () => {
    const res = await call('PUT', '/v1/projects/other-project', { description: 'only this' })
    expect(res.body).toMatchObject({ name: 'other-project', description: 'only this' })
  })

  test('refuses a rename onto a taken name', async () => {
    const res = await call('PUT', '/v1/projects/other-project', { name: 'mock-project' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('already exists: project "mock-project"')
  })
})

describe('deleting', () => {
  test('removes an empty project', async () => {
    expect((await call('DELETE', '/v1/projects/empty-project')).status).toBe(204)
    expect((await call('GET', '/v1/projects/empty-project')).status).toBe(404)
  })

  test('is refused while the project holds resources, naming the first', async () => {
    const res = await call('DELETE', '/v1/projects/mock-project')
    expect(res.status).toBe(400)
    expect(res.body.error_code).toBe('InvalidRequest')
    expect(res.body.message).toMatch(/^project to be deleted contains an instance: /)
    expect((await call('GET', '/v1/projects/mock-project')).status).toBe(200)
  })

  test('is refused for a new project until its default VPC is gone, as in Nexus', async () => {
    await call('POST', '/v1/projects', { name: 'fresh', description: '' })
    const res = await call('DELETE', '/v1/projects/fresh')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('project to be deleted contains a vpc: default')
  })
})

describe('project policy', () => {
  test('reads the assignments made on the project', async () => {
    const res = await call('GET', '/v1/projects/mock-project/policy')
    expect(res.body.role_assignments).toContainEqual({
      identity_id: ids.user.katherine,
      identity_type: 'silo_user',
      role_name: 'viewer',
    })
  })

  test('a PUT replaces the whole list', async () => {
    const only = { identity_id: ids.user.edsger, identity_type: 'silo_user', role_name: 'collaborator' }
    const res = await call('PUT', '/v1/projects/mock-project/policy', { role_assignments: [only] })
    expect(res.body.role_assignments).toEqual([only])
    expect((await call('GET', '/v1/projects/mock-project/policy')).body.role_assignments).toEqual([only])
  })

  test('rejects a role that does not exist', async () => {
    const bad = { identity_id: ids.user.edsger, identity_type: 'silo_user', role_name: 'owner' }
    const res = await call('PUT', '/v1/projects/mock-project/policy', { role_assignments: [bad] })
    expect(res.status).toBe(400)
  })
})
