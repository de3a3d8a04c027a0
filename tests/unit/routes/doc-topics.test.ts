import { describe, expect, it } from 'vitest'
import { DOC_TOPICS, docsTopicFor } from '~/routes/doc-topics'
import { walkRoutes } from '../../contract/routes'

describe('docs at hand', () => {
  // Every route of spec §2 and the console's own (the contract walk's list) but the sign-in pages.
  const pages = walkRoutes.filter((r) => r.expect !== 'not-found' && !/^\/(login|device)\//.test(r.path))

  it.each(pages.map((r) => r.path))('%s has a docs topic', (path) => {
    expect(docsTopicFor(path)).toBeDefined()
  })

  it('each topic links the product documentation and says in one sentence what it is about', () => {
    for (const topic of Object.values(DOC_TOPICS)) {
      expect(topic.href).toMatch(/^https:\/\/docs\.oxide\.computer\//)
      expect(topic.summary).toMatch(/^[A-Z].*\.$/)
      expect(topic.summary.split('. ')).toHaveLength(1)
    }
  })

  it('the most specific topic wins', () => {
    expect(docsTopicFor('/projects/p/vpcs/v/firewall-rules-check')?.title).toBe('Firewall rules')
    expect(docsTopicFor('/projects/p/vpcs/v/internet-gateways/g/ip-pools-attach')?.title).toBe('Internet gateways')
    expect(docsTopicFor('/projects/p/instances/i/networking')?.title).toBe('Virtual NICs')
    expect(docsTopicFor('/projects/p/instances-new')?.title).toBe('Instances')
    expect(docsTopicFor('/system/silos/s?tab=quotas')?.title).toBe('Silo quotas')
    expect(docsTopicFor('/login/s/local')).toBeUndefined()
  })
})
