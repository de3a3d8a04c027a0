// Every route the mock answers, one file per area; the areas in lazy.ts are
// chunks of their own, registered here in their place.
import type { Lazy, Route } from '../lib/route'
import { affinityRoutes } from './affinity'
import { deviceRoutes } from './device'
import { externalIpRoutes } from './external-ips'
import { firewallRuleRoutes } from './firewall-rules'
import * as rare from './lazy'
import { identityRoutes } from './identity'
import { instanceDiskRoutes } from './instance-disks'
import { instanceRoutes } from './instances'
import { ipPoolRoutes } from './ip-pools'
import { meRoutes } from './me'
import { networkInterfaceRoutes } from './network-interfaces'
import { projectRoutes } from './projects'
import { rolesRoutes } from './roles'
import { routerRouteRoutes } from './router-routes'
import { siloRoutes } from './silos'
import { sessionRoutes } from './session'
import { storageRoutes } from './storage'
import { systemRoutes } from './system'
import { vpcRouterRoutes } from './vpc-routers'
import { vpcSubnetRoutes } from './vpc-subnets'
import { vpcRoutes } from './vpcs'

export function registerHandlers(route: Route, lazy: Lazy): void {
  sessionRoutes(route)
  deviceRoutes(route)
  meRoutes(route)
  identityRoutes(route)
  projectRoutes(route)
  systemRoutes(route)
  lazy(rare.usersBuiltin)
  rolesRoutes(route)
  siloRoutes(route)
  lazy(rare.certificates)
  lazy(rare.authSettings)
  lazy(rare.siloAdmin)
  lazy(rare.hardware)
  lazy(rare.addressLots)
  lazy(rare.bgp)
  lazy(rare.switchPorts)
  lazy(rare.update)
  lazy(rare.supportBundles)
  lazy(rare.alerts)
  ipPoolRoutes(route)
  lazy(rare.ipPoolWrites)
  lazy(rare.systemMetrics)
  lazy(rare.ipPoolSiloLinks)
  instanceRoutes(route)
  instanceDiskRoutes(route)
  externalIpRoutes(route)
  lazy(rare.probes)
  networkInterfaceRoutes(route)
  storageRoutes(route)
  lazy(rare.bulkImport)
  lazy(rare.images)
  vpcRoutes(route)
  vpcSubnetRoutes(route)
  vpcRouterRoutes(route)
  routerRouteRoutes(route)
  firewallRuleRoutes(route)
  lazy(rare.internetGateways)
  affinityRoutes(route)
  lazy(rare.metrics)
}
