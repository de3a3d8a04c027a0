import { describe, expect, it } from 'vitest'
import type { VpcFirewallRuleHostFilter, VpcFirewallRuleTarget } from '~/api'
import { addItem, addPort, editDraft, removeAt, toggleProtocol } from '~/machines/networking/firewall-rules'

const subnet: VpcFirewallRuleTarget = { type: 'subnet', value: 'mock-subnet' }

describe('targets and host filters', () => {
  it('a valid draft joins the list and empties, keeping its type', () => {
    expect(addItem<VpcFirewallRuleTarget>([], { type: 'subnet', value: ' mock-subnet ' })).toEqual({
      items: [subnet],
      draft: { type: 'subnet', value: '' },
    })
  })

  it('a duplicate is refused with the spec message, the list unchanged', () => {
    expect(addItem([subnet], { type: 'subnet', value: 'mock-subnet' })).toEqual({
      items: [subnet],
      draft: { type: 'subnet', value: 'mock-subnet', error: 'Items must be unique' },
    })
    // the same name as another type is another item
    expect(addItem([subnet], { type: 'instance', value: 'mock-subnet' }).items).toHaveLength(2)
  })

  it('an IP must be an IP address', () => {
    expect(addItem<VpcFirewallRuleHostFilter>([], { type: 'ip', value: '10.0.0.300' }).draft.error).toBe('Not a valid IP address')
    expect(addItem<VpcFirewallRuleHostFilter>([], { type: 'ip', value: 'fd00::1' }).items).toEqual([{ type: 'ip', value: 'fd00::1' }])
  })

  it('an IP network gets the spec CIDR messages, and is stored written plainly', () => {
    const error = (value: string) => addItem([], { type: 'ip_net', value }).draft.error
    expect(error('10.0.0.0')).toBe('Must contain an IP address and a width, separated by a /')
    expect(error('10.0.0.0/x')).toBe('Width must be an integer')
    expect(error('10.0.0.0/33')).toBe('Max width for IPv4 is 32')
    expect(error('fd00::/129')).toBe('Max width for IPv6 is 128')
    expect(addItem([], { type: 'ip_net', value: '10.0.0.0/08' }).items).toEqual([{ type: 'ip_net', value: '10.0.0.0/8' }])
  })

  it('a VPC, subnet or instance must be a name', () => {
    expect(addItem([], { type: 'instance', value: '' }).draft.error).toBe('Instance name is required')
    expect(addItem([], { type: 'vpc', value: 'My-VPC' }).draft.error).toBe('Must start with a lower-case letter')
  })

  it('editing a refused draft clears its message', () => {
    expect(editDraft({ type: 'ip', value: 'x', error: 'Not a valid IP address' }, { value: 'x1' })).toEqual({ type: 'ip', value: 'x1' })
  })

  it('removeAt drops one item by position', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })
})

describe('port ranges', () => {
  it('a port or a range joins the list as the API writes it', () => {
    expect(addPort([], { value: ' 8080-8090 ' })).toEqual({ items: ['8080-8090'], draft: { value: '' } })
    expect(addPort(['22'], { value: '0443' }).items).toEqual(['22', '443'])
  })

  it('a bad range is refused with its message', () => {
    expect(addPort([], { value: '8090-8080' }).draft.error).toBe('The end of the range must not be lower than the start')
    expect(addPort([], { value: 'http' }).draft.error).toBe('Must be a port number or a range of ports, like 80 or 8000-8080')
    expect(addPort([], { value: '70000' }).draft.error).toBe('Ports must be 65535 or lower')
  })

  it('the same range twice is refused', () => {
    expect(addPort(['22'], { value: '22' })).toEqual({ items: ['22'], draft: { value: '22', error: 'Items must be unique' } })
  })
})

describe('protocols', () => {
  it('stay in TCP, UDP, ICMP order whatever the order of the clicks', () => {
    expect(toggleProtocol(['ICMP'], 'TCP', true)).toEqual(['TCP', 'ICMP'])
    expect(toggleProtocol(['TCP', 'ICMP'], 'TCP', false)).toEqual(['ICMP'])
  })
})
