import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, queryClient, type Vpc } from '~/api'
import {
  createVpc,
  deleteVpc,
  IPV6_PREFIX_ONLY,
  updateVpc,
  validateVpc,
  vpcCreateBody,
  vpcFormInput,
  vpcInitialValues,
  vpcUpdateBody,
  type VpcFormValues,
} from '~/machines/networking/vpcs'

const stamp = new Date('2025-01-01T00:00:00Z')
const vpc: Vpc = {
  id: '0b5d3d8c-52a1-4c67-9d4a-6d1f3f0b7d01',
  projectId: '9f1c5c0e-35a4-4c3a-a53e-2bba3b0b7c44',
  systemRouterId: 'e1f1b1c4-5d1f-4a7a-9a55-0f1b3c3d2a10',
  name: 'web',
  description: 'the web tier',
  dnsName: 'web-dns',
  ipv6Prefix: 'fd12:3456:789a::/48',
  timeCreated: stamp,
  timeModified: stamp,
}

const values = (v: Partial<VpcFormValues>): VpcFormValues => ({ ...vpcInitialValues, name: 'web', ...v })
const creating = { creating: true }

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('VPC form rules', () => {
  it('needs a valid name; the DNS name is checked as a name when given', () => {
    expect(validateVpc(vpcInitialValues, creating).name).toBe('Name is required')
    expect(validateVpc(values({ dnsName: 'Bad DNS' }), creating).dnsName).toBe('Must start with a lower-case letter')
    expect(validateVpc(values({ dnsName: '' }), creating).dnsName).toBeUndefined()
  })

  it('checks an IPv6 prefix with the spec messages, then its family', () => {
    const prefix = (ipv6Prefix: string) => validateVpc(values({ ipv6Prefix }), creating).ipv6Prefix
    expect(prefix('fd00::')).toBe('Must contain an IP address and a width, separated by a /')
    expect(prefix('fd00::/x')).toBe('Width must be an integer')
    expect(prefix('fd00::/129')).toBe('Max width for IPv6 is 128')
    expect(prefix('10.0.0.0/8')).toBe(IPV6_PREFIX_ONLY)
    expect(prefix('fd00:1::/48')).toBeUndefined()
    expect(prefix('')).toBeUndefined()
  })

  it('does not check the prefix on edit (it cannot change)', () => {
    expect(validateVpc(values({ ipv6Prefix: 'junk' }), { creating: false }).ipv6Prefix).toBeUndefined()
  })
})

describe('VPC bodies', () => {
  it('create: an empty DNS name is the name, an empty prefix is null', () => {
    expect(vpcCreateBody(values({ description: 'd' }))).toEqual({
      name: 'web',
      description: 'd',
      dnsName: 'web',
      ipv6Prefix: null,
    })
  })

  it('create: a given DNS name and prefix are sent trimmed, the width written plainly', () => {
    expect(vpcCreateBody(values({ dnsName: ' web-dns ', ipv6Prefix: ' fd00:1::/048 ' }))).toEqual({
      name: 'web',
      description: '',
      dnsName: 'web-dns',
      ipv6Prefix: 'fd00:1::/48',
    })
  })

  it('update: name, description and DNS name only', () => {
    expect(vpcUpdateBody(values({ description: 'd', dnsName: '', ipv6Prefix: 'fd00::/48' }))).toEqual({
      name: 'web',
      description: 'd',
      dnsName: 'web',
    })
  })
})

describe('VPC calls', () => {
  it('createVpc posts to the project and marks networking reads stale', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(vpc as never)
    const listKey = ['/v1/vpcs', { query: { project: 'p', limit: 50 } }]
    const gatewaysKey = ['/v1/internet-gateways', { query: { project: 'p', vpc: 'web' } }]
    queryClient.setQueryData(listKey, { items: [] })
    queryClient.setQueryData(gatewaysKey, { items: [] })
    await expect(createVpc('p', values({}))).resolves.toBe(vpc)
    expect(post).toHaveBeenCalledWith('/v1/vpcs', { query: { project: 'p' }, body: vpcCreateBody(values({})) })
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(gatewaysKey)?.isInvalidated).toBe(true)
  })

  it('updateVpc puts to the VPC by name', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...vpc, name: 'web-2' } as never)
    const updated = await updateVpc('p', 'web', values({ name: 'web-2' }))
    expect(updated.name).toBe('web-2')
    expect(put).toHaveBeenCalledWith('/v1/vpcs/{vpc}', {
      path: { vpc: 'web' },
      query: { project: 'p' },
      body: { name: 'web-2', description: '', dnsName: 'web-2' },
    })
  })

  it('deleteVpc deletes in the project; a refusal reaches the caller and nothing goes stale', async () => {
    const listKey = ['/v1/vpcs', { query: { project: 'p' } }]
    queryClient.setQueryData(listKey, { items: [vpc] })
    const del = vi
      .spyOn(api, 'delete')
      .mockRejectedValue(new ApiError({ type: 'error', message: 'VPC cannot be deleted while VPC Subnets exist', statusCode: 400 }))
    await expect(deleteVpc('p', 'web')).rejects.toThrow('VPC cannot be deleted while VPC Subnets exist')
    expect(del).toHaveBeenCalledWith('/v1/vpcs/{vpc}', { path: { vpc: 'web' }, query: { project: 'p' } })
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false)
  })

  it('the edit form starts from the VPC and saves under its current name', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(vpc as never)
    const input = vpcFormInput('p', vpc)
    expect(input.initialValues).toEqual({
      name: 'web',
      description: 'the web tier',
      dnsName: 'web-dns',
      ipv6Prefix: 'fd12:3456:789a::/48',
    })
    await input.submit({ ...input.initialValues, name: 'renamed' })
    expect(put.mock.calls[0][1]).toMatchObject({ path: { vpc: 'web' }, body: { name: 'renamed' } })
  })
})
