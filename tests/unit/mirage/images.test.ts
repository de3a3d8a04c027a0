// Images: created from a snapshot into a project or the silo, deleted,
// promoted to the silo and demoted into a project, with Nexus's rules; and the
// snapshot calls the snapshots pages use. Every body is checked against the
// OpenAPI document.
import { describe, expect, test } from 'vitest'
import { actAs } from '../../../mirage'
import { childId, ids } from '../../../mirage/seed/ids'
import { call, withFreshServer, type Body } from './helpers'
import { responseErrors } from './openapi'

withFreshServer({ transitionMs: 'manual' })

type Method = 'GET' | 'POST' | 'DELETE'
const P = '?project=mock-project'
const GiB = 1024 ** 3
const snapshot1 = childId('snapshot', 'mock-project', 'snapshot-1')
const otherSnapshot = '6a1e5b1c-0000-4000-8000-000000000000'

/** A call whose response must conform to `template`'s documented response for its status. */
async function checked(method: Method, url: string, template: string, body?: Body) {
  const res = await call(method, url, body)
  expect(responseErrors(template, method.toLowerCase() as 'get', res.status, res.body)).toEqual([])
  return res
}

const newImage = (name: string, snapshot = snapshot1) => ({
  name,
  description: `image ${name}`,
  os: 'ubuntu',
  version: '22.04',
  source: { type: 'snapshot', id: snapshot },
})
const createImage = (query: string, body: Body) => checked('POST', `/v1/images${query}`, '/v1/images', body)
const names = async (query: string) =>
  (await checked('GET', `/v1/images${query}`, '/v1/images')).body.items.map((i: { name: string }) => i.name)
const promote = (image: string, query = P) =>
  checked('POST', `/v1/images/${image}/promote${query}`, '/v1/images/{image}/promote')
const demote = (image: string, query = P) =>
  checked('POST', `/v1/images/${image}/demote${query}`, '/v1/images/{image}/demote')
const forbidden = { error_code: 'Forbidden', message: 'Forbidden' }

describe('creating an image from a snapshot', () => {
  test('with a project: a project image the size of the snapshot, listed in that project only', async () => {
    const res = await createImage(P, newImage('from-snap'))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      name: 'from-snap',
      description: 'image from-snap',
      os: 'ubuntu',
      version: '22.04',
      project_id: ids.project.mock,
      size: 10 * GiB,
      block_size: 4096,
      digest: null,
    })
    expect(await names(P)).toContain('from-snap')
    expect(await names('')).not.toContain('from-snap')
  })

  test('without a project: a silo image, listed with the silo images', async () => {
    const res = await createImage('', newImage('silo-wide'))
    expect(res.status).toBe(201)
    expect(res.body.project_id).toBeNull()
    expect(await names('')).toContain('silo-wide')
    expect(await names(P)).not.toContain('silo-wide')
    expect((await checked('GET', '/v1/images/silo-wide', '/v1/images/{image}')).body.id).toBe(res.body.id)
  })

  test('a taken name is refused, worded per scope', async () => {
    expect((await createImage(P, newImage('image-1'))).body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: project-image "image-1"',
    })
    expect((await createImage('', newImage('debian-12'))).body.message).toBe('already exists: silo-image "debian-12"')
    // A silo image's name is free inside a project, and the other way round.
    expect((await createImage(P, newImage('debian-12'))).status).toBe(201)
    expect((await createImage('', newImage('image-1'))).status).toBe(201)
  })

  test("another project's snapshot is refused", async () => {
    const res = await createImage('?project=other-project', newImage('stolen'))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'InvalidRequest', message: 'snapshot does not belong to this project' })
  })

  test('an unknown snapshot is not found', async () => {
    const res = await createImage(P, newImage('ghost', otherSnapshot))
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(`not found: snapshot with id "${otherSnapshot}"`)
  })

  test.each([
    [{ ...newImage('x'), source: { type: 'url', url: 'http://x' } }, 'unable to parse JSON body: source.type: unknown variant `url`'],
    [{ ...newImage('x'), source: { type: 'snapshot', id: 'nope' } }, 'unable to parse JSON body: source.id: UUID parsing failed'],
    [{ name: 'x', description: '', version: '1', source: { type: 'snapshot', id: snapshot1 } }, 'unable to parse JSON body: missing field `os`'],
    [{ ...newImage('x'), name: 'a_b' }, 'unable to parse JSON body: name: name contains invalid character: "_" (allowed characters are letters, digits, and "-")'],
  ])('a malformed body is refused: %j', async (body, message) => {
    const res = await createImage(P, body)
    expect(res.status).toBe(400)
    expect(res.body.message).toContain(message)
  })

  test('a silo image takes silo collaborator; a project image, project collaborator', async () => {
    actAs(ids.user.margaret) // silo viewer
    expect((await createImage('', newImage('nope'))).body).toMatchObject(forbidden)
    expect((await createImage(P, newImage('nope'))).body).toMatchObject(forbidden)
    actAs(ids.user.alan) // silo collaborator
    expect((await createImage('', newImage('yes-silo'))).status).toBe(201)
    expect((await createImage(P, newImage('yes-project'))).status).toBe(201)
  })
})

describe('deleting an image', () => {
  test('a project image, by name in its project', async () => {
    expect((await checked('DELETE', `/v1/images/image-1${P}`, '/v1/images/{image}')).status).toBe(204)
    expect((await checked('GET', `/v1/images/image-1${P}`, '/v1/images/{image}')).status).toBe(404)
  })

  test('a silo image, by name or id', async () => {
    expect((await checked('DELETE', '/v1/images/debian-12', '/v1/images/{image}')).status).toBe(204)
    const arch = childId('image', 'maze-war', 'arch-2025-04')
    expect((await checked('DELETE', `/v1/images/${arch}`, '/v1/images/{image}')).status).toBe(204)
    expect(await names('')).not.toContain('debian-12')
    expect(await names('')).not.toContain('arch-2025-04')
  })

  test('an unknown image is not found', async () => {
    const res = await checked('DELETE', '/v1/images/nope', '/v1/images/{image}')
    expect(res.status).toBe(404)
  })

  test('a silo viewer may not delete a silo image; a project viewer may not delete a project image', async () => {
    actAs(ids.user.margaret)
    expect((await checked('DELETE', '/v1/images/debian-12', '/v1/images/{image}')).body).toMatchObject(forbidden)
    actAs(ids.user.katherine)
    expect((await checked('DELETE', `/v1/images/image-1${P}`, '/v1/images/{image}')).body).toMatchObject(forbidden)
  })
})

describe('promoting a project image', () => {
  test('makes it a silo image: 202 with the image, gone from the project', async () => {
    const res = await promote('image-1')
    expect(res.status).toBe(202)
    expect(res.body).toMatchObject({ name: 'image-1', project_id: null, id: childId('image', 'mock-project', 'image-1') })
    expect(await names('')).toContain('image-1')
    expect(await names(P)).not.toContain('image-1')
  })

  test('by id, without a project', async () => {
    const res = await promote(childId('image', 'mock-project', 'image-2'), '')
    expect(res.body).toMatchObject({ name: 'image-2', project_id: null })
  })

  test('needs the name free among the silo images', async () => {
    await createImage(P, newImage('debian-12'))
    const res = await promote('debian-12')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: silo-image "debian-12"' })
    expect(await names(P)).toContain('debian-12')
  })

  test('a silo image cannot be promoted', async () => {
    const res = await promote(childId('image', 'maze-war', 'debian-12'), '')
    expect(res.body).toMatchObject({ error_code: 'InvalidRequest', message: 'Cannot promote a silo image' })
  })

  test('takes silo collaborator as well as project collaborator', async () => {
    actAs(ids.user.katherine) // viewer on mock-project only
    expect((await promote('image-1')).body).toMatchObject(forbidden)
    actAs(ids.user.alan)
    expect((await promote('image-1')).status).toBe(202)
  })
})

describe('demoting a silo image', () => {
  test('moves it into the project: 202 with the image', async () => {
    const res = await demote('debian-12')
    expect(res.status).toBe(202)
    expect(res.body).toMatchObject({ name: 'debian-12', project_id: ids.project.mock })
    expect(await names(P)).toContain('debian-12')
    expect(await names('')).not.toContain('debian-12')
  })

  test('needs a project', async () => {
    const res = await demote('debian-12', '')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('unable to parse query string: missing field `project`')
  })

  test('needs the name free in the project', async () => {
    await promote('image-2')
    await createImage(P, newImage('image-2'))
    const res = await demote('image-2')
    expect(res.body).toMatchObject({ error_code: 'ObjectAlreadyExists', message: 'already exists: project-image "image-2"' })
  })

  test('a project image cannot be demoted; by name it is not a silo image at all', async () => {
    const id = childId('image', 'mock-project', 'image-1')
    expect((await demote(id)).body).toMatchObject({ error_code: 'InvalidRequest', message: 'Cannot demote a project image' })
    expect((await demote('image-1')).status).toBe(404)
  })

  test('round trip: promote then demote back', async () => {
    await promote('image-1')
    await demote('image-1', '?project=other-project')
    expect(await names('?project=other-project')).toContain('image-1')
  })

  test('a silo viewer may not demote', async () => {
    actAs(ids.user.margaret)
    expect((await demote('debian-12')).body).toMatchObject(forbidden)
  })
})

describe('snapshots, as the snapshots pages use them', () => {
  test('are listed with their state and disk', async () => {
    const res = await checked('GET', `/v1/snapshots${P}`, '/v1/snapshots')
    const byName = Object.fromEntries(res.body.items.map((s: { name: string; state: string }) => [s.name, s.state]))
    expect(byName).toMatchObject({ 'snapshot-1': 'ready', 'snapshot-3': 'creating', 'snapshot-faulted': 'faulted' })
  })

  test('are created and deleted', async () => {
    const made = await checked('POST', `/v1/snapshots${P}`, '/v1/snapshots', { name: 'snap-new', description: 'd', disk: 'disk-3' })
    expect(made.status).toBe(201)
    expect((await checked('DELETE', `/v1/snapshots/snap-new${P}`, '/v1/snapshots/{snapshot}')).status).toBe(204)
    expect((await checked('GET', `/v1/snapshots/snap-new${P}`, '/v1/snapshots/{snapshot}')).status).toBe(404)
  })

  test('an image outlives the snapshot it was made from', async () => {
    await createImage(P, newImage('kept'))
    await checked('DELETE', `/v1/snapshots/snapshot-1${P}`, '/v1/snapshots/{snapshot}')
    expect((await checked('GET', `/v1/images/kept${P}`, '/v1/images/{image}')).status).toBe(200)
  })
})
