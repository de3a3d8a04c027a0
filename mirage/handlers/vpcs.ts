// VPCs. A new VPC comes with everything Nexus's VPC create saga makes (system
// router and its routes, a default subnet, the default firewall rules and a
// default internet gateway). A VPC is deleted only once its subnets are gone,
// the default one included; what else it holds goes with it.
import { requireProjectWrite } from '../lib/authz'
import { name, optIpNet, optName, optStr, str } from '../lib/body'
import { alreadyExists, invalidRequest } from '../lib/errors'
import { isUniqueLocal, netRange } from '../lib/ip'
import { lookupProject, lookupVpc, requiredQuery } from '../lib/lookup'
import { paginate } from '../lib/paginate'
import { created, noContent, ok, type Route } from '../lib/route'
import { createVpcWithDefaults } from '../lib/vpc-defaults'
import { now, removeVpc } from '../lib/vpcs'
import type { Store } from '../store'
import * as net from '../serializers/networking'

/** Nexus's `Ipv6Net::is_vpc_prefix`: a /48 in fd00::/8. */
function checkVpcPrefix(prefix: string): void {
  if (!isUniqueLocal(prefix.split('/')[0]) || netRange(prefix)!.width !== 48) {
    throw invalidRequest('VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)')
  }
}

const nameTaken = (store: Store, projectId: string, vpcName: string) =>
  !!store.first('vpc', (v) => v.projectId === projectId && v.name === vpcName)

export function vpcRoutes(route: Route) {
  route('get', '/v1/vpcs', (ctx) => {
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    return ok(paginate(ctx.query, ctx.store.where('vpc', (v) => v.projectId === project.id), net.vpc))
  })

  route('post', '/v1/vpcs', (ctx) => {
    const body = ctx.json()
    const vpcName = name(body)
    const description = str(body, 'description')
    const dnsName = name(body, 'dns_name')
    const ipv6Prefix = optIpNet(body, 'ipv6_prefix', 'v6')
    const project = lookupProject(ctx, requiredQuery(ctx.query, 'project'))
    requireProjectWrite(ctx.store, ctx.actor, project.id)
    if (ipv6Prefix !== null) checkVpcPrefix(ipv6Prefix)
    if (nameTaken(ctx.store, project.id, vpcName)) throw alreadyExists('vpc', vpcName)
    const t = now()
    const vpc = createVpcWithDefaults(ctx.store, {
      projectId: project.id,
      siloId: project.siloId,
      name: vpcName,
      description,
      dnsName,
      ipv6Prefix: ipv6Prefix ?? undefined,
      stamps: { time_created: t, time_modified: t },
    })
    return created(net.vpc(vpc))
  })

  route('get', '/v1/vpcs/{vpc}', (ctx) => ok(net.vpc(lookupVpc(ctx, ctx.path.vpc, ctx.query.get('project')))))

  route('put', '/v1/vpcs/{vpc}', (ctx) => {
    const body = ctx.json()
    const newName = optName(body)
    const description = optStr(body, 'description')
    const dnsName = optName(body, 'dns_name')
    const vpc = lookupVpc(ctx, ctx.path.vpc, ctx.query.get('project'))
    requireProjectWrite(ctx.store, ctx.actor, vpc.projectId)
    if (newName && newName !== vpc.name && nameTaken(ctx.store, vpc.projectId, newName)) {
      throw alreadyExists('vpc', newName)
    }
    vpc.update({
      name: newName ?? vpc.name,
      description: description ?? vpc.description,
      dns_name: dnsName ?? vpc.dns_name,
      time_modified: now(),
    })
    return ok(net.vpc(vpc))
  })

  route('delete', '/v1/vpcs/{vpc}', (ctx) => {
    const vpc = lookupVpc(ctx, ctx.path.vpc, ctx.query.get('project'))
    requireProjectWrite(ctx.store, ctx.actor, vpc.projectId)
    if (ctx.store.first('vpcSubnet', (s) => s.vpcId === vpc.id)) {
      throw invalidRequest('VPC cannot be deleted while VPC Subnets exist')
    }
    removeVpc(ctx.store, vpc)
    return noContent()
  })
}
