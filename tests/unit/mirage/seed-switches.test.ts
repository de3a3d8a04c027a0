import { afterEach, describe, expect, it } from 'vitest'
import { makeServer } from '../../../mirage'
import { HOSTILE, hostileNames } from '../../../mirage/seed/hostile'
import { SCALE, SCALE_PROJECT } from '../../../mirage/seed/scale'
import { call } from './helpers'
import { responseErrors } from './openapi'

// The preview's extra data sets (README "Security", "Scale"), picked with
// localStorage.seed: their rows are served as Nexus shapes them, and a page
// of 50 is all a list asks for.
describe('seed switches', () => {
  let server: ReturnType<typeof makeServer> | undefined
  afterEach(() => {
    server?.shutdown()
    server = undefined
    localStorage.removeItem('seed')
  })

  it("'hostile' adds free text that is markup, served as Nexus shapes it", async () => {
    localStorage.setItem('seed', 'hostile')
    server = makeServer({ environment: 'test' })
    const projects = await call('GET', '/v1/projects?limit=50')
    expect(responseErrors('/v1/projects', 'get', 200, projects.body)).toEqual([])
    expect(projects.body.items).toContainEqual(expect.objectContaining({ name: hostileNames.project, description: HOSTILE.img }))
    const users = await call('GET', '/v1/users?limit=50')
    expect(responseErrors('/v1/users', 'get', 200, users.body)).toEqual([])
    expect(users.body.items).toContainEqual(expect.objectContaining({ display_name: HOSTILE.img }))
  })

  it("'scale' adds 1,000 projects and a project with 5,000 instances and 5,000 disks", async () => {
    localStorage.setItem('seed', 'scale')
    server = makeServer({ environment: 'test' })
    const instances = await call('GET', `/v1/instances?project=${SCALE_PROJECT}&limit=50`)
    expect(responseErrors('/v1/instances', 'get', 200, instances.body)).toEqual([])
    expect(instances.body.items).toHaveLength(50)
    expect(instances.body.next_page).toBeTruthy()
    const disks = await call('GET', `/v1/disks?project=${SCALE_PROJECT}&limit=50`)
    expect(responseErrors('/v1/disks', 'get', 200, disks.body)).toEqual([])
    expect(server.schema.db.instances.where({ projectId: instances.body.items[0].project_id })).toHaveLength(SCALE.instances)
    expect(server.schema.db.disks.where({ projectId: instances.body.items[0].project_id })).toHaveLength(SCALE.disks)
    expect(server.schema.db.projects.length).toBeGreaterThan(SCALE.projects)
  })

  it('neither without the switch', async () => {
    server = makeServer({ environment: 'test' })
    const projects = await call('GET', '/v1/projects?limit=50')
    expect(projects.body.items.map((p: { name: string }) => p.name)).not.toContain(hostileNames.project)
    expect(projects.body.items.map((p: { name: string }) => p.name)).not.toContain(SCALE_PROJECT)
  })
})
