import { describe, expect, it } from 'vitest'
import { requestViolations } from '../../e2e/api-requests'

// The e2e fixture's request check (tests/e2e/api-requests.ts): what it lets
// through and what it catches.
describe('requestViolations', () => {
  it('accepts a documented list call with its query', () => {
    expect(requestViolations('GET', '/v1/instances?project=mock-project&limit=50&page_token=abc')).toEqual([])
  })

  it('accepts a documented create body', () => {
    const body = JSON.stringify({ name: 'web', description: '' })
    expect(requestViolations('POST', '/v1/projects', body)).toEqual([])
  })

  it('accepts repeated keys where the parameter is an array', () => {
    expect(requestViolations('GET', '/v1/system/metrics/virtual_disk_space_provisioned?start_time=2025-01-01T00:00:00Z&end_time=2025-01-02T00:00:00Z&order=ascending&limit=1')).toEqual([])
  })

  it('flags a field the API does not know', () => {
    const body = JSON.stringify({ name: 'web', description: '', colour: 'blue' })
    expect(requestViolations('POST', '/v1/projects', body).join('\n')).toMatch(/additional properties.*colour/)
  })

  it('flags a missing required field and a wrong type', () => {
    expect(requestViolations('POST', '/v1/projects', JSON.stringify({ name: 'web' })).join('\n')).toMatch(/description/)
    expect(requestViolations('POST', '/v1/projects', JSON.stringify({ name: 7, description: '' })).join('\n')).toMatch(/name/)
  })

  it('flags an undocumented query key and a bad query value', () => {
    expect(requestViolations('GET', '/v1/projects?limit=50&colour=blue').join('\n')).toMatch(/colour/)
    expect(requestViolations('GET', '/v1/projects?limit=zero').join('\n')).toMatch(/limit/)
  })

  it('flags a path parameter that is not a name or id', () => {
    expect(requestViolations('GET', '/v1/projects/Not%20A%20Name').join('\n')).toMatch(/path/)
  })

  it('flags an operation the document does not have', () => {
    expect(requestViolations('GET', '/v1/no-such-thing')).toEqual(['GET /v1/no-such-thing: no such operation in the API document'])
    expect(requestViolations('PATCH', '/v1/projects/p')[0]).toMatch(/no such operation/)
  })
})
