// Wire shapes for VPCs and everything in them, and floating IPs.
import type { Row } from '../store'
import { identity, type S } from './common'

export const vpc = (r: Row<'vpc'>): S['Vpc'] => ({
  ...identity(r),
  project_id: r.projectId,
  dns_name: r.dns_name,
  ipv6_prefix: r.ipv6_prefix,
  // Every VPC gets its system router when it is created; the store links it right after.
  system_router_id: r.systemRouterId ?? '',
})

export const vpcSubnet = (r: Row<'vpcSubnet'>): S['VpcSubnet'] => ({
  ...identity(r),
  vpc_id: r.vpcId,
  ipv4_block: r.ipv4_block,
  ipv6_block: r.ipv6_block,
  custom_router_id: r.customRouterId ?? null,
})

export const vpcRouter = (r: Row<'vpcRouter'>): S['VpcRouter'] => ({
  ...identity(r),
  vpc_id: r.vpcId,
  kind: r.kind,
})

export const routerRoute = (r: Row<'routerRoute'>): S['RouterRoute'] => ({
  ...identity(r),
  vpc_router_id: r.vpcRouterId,
  kind: r.kind,
  destination: r.destination,
  target: r.target,
})

export const firewallRule = (r: Row<'vpcFirewallRule'>): S['VpcFirewallRule'] => ({
  ...identity(r),
  vpc_id: r.vpcId,
  action: r.action,
  direction: r.direction,
  filters: r.filters,
  priority: r.priority,
  status: r.status,
  targets: r.targets,
})

export const internetGateway = (r: Row<'internetGateway'>): S['InternetGateway'] => ({
  ...identity(r),
  vpc_id: r.vpcId,
})

export const internetGatewayIpPool = (r: Row<'internetGatewayIpPool'>): S['InternetGatewayIpPool'] => ({
  ...identity(r),
  internet_gateway_id: r.internetGatewayId,
  ip_pool_id: r.ipPoolId,
})

export const internetGatewayIpAddress = (r: Row<'internetGatewayIpAddress'>): S['InternetGatewayIpAddress'] => ({
  ...identity(r),
  internet_gateway_id: r.internetGatewayId,
  address: r.address,
})

export const floatingIp = (r: Row<'floatingIp'>): S['FloatingIp'] => ({
  ...identity(r),
  project_id: r.projectId,
  ip_pool_id: r.ipPoolId,
  ip: r.ip,
  instance_id: r.instanceId ?? null,
})

export const floatingExternalIp = (r: Row<'floatingIp'>): S['ExternalIp'] => ({ kind: 'floating', ...floatingIp(r) })

export const ephemeralExternalIp = (r: Row<'ephemeralIp'>): S['ExternalIp'] => ({ kind: 'ephemeral', ip: r.ip })
