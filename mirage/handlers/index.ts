// Every route the mock answers, one file per area.
import type { Route } from '../lib/route'
import { addressLotRoutes } from './address-lots'
import { affinityRoutes } from './affinity'
import { alertRoutes } from './alerts'
import { bgpRoutes } from './bgp'
import { authSettingsRoutes } from './auth-settings'
import { bulkImportRoutes } from './bulk-import'
import { certificateRoutes } from './certificates'
import { deviceRoutes } from './device'
import { externalIpRoutes } from './external-ips'
import { firewallRuleRoutes } from './firewall-rules'
import { hardwareRoutes } from './hardware'
import { identityRoutes } from './identity'
import { imageRoutes } from './images'
import { instanceDiskRoutes } from './instance-disks'
import { instanceRoutes } from './instances'
import { internetGatewayRoutes } from './internet-gateways'
import { ipPoolRoutes } from './ip-pools'
import { ipPoolWriteRoutes } from './ip-pool-writes'
import { systemMetricsRoutes } from './system-metrics'
import { ipPoolSiloLinkRoutes } from './ip-pool-silo-links'
import { meRoutes } from './me'
import { metricsRoutes } from './metrics'
import { networkInterfaceRoutes } from './network-interfaces'
import { probeRoutes } from './probes'
import { projectRoutes } from './projects'
import { routerRouteRoutes } from './router-routes'
import { supportBundleRoutes } from './support-bundles'
import { switchPortRoutes } from './switch-ports'
import { siloAdminRoutes } from './silo-admin'
import { siloRoutes } from './silos'
import { sessionRoutes } from './session'
import { storageRoutes } from './storage'
import { systemRoutes } from './system'
import { updateRoutes } from './update'
import { usersBuiltinRoutes } from './users-builtin'
import { vpcRouterRoutes } from './vpc-routers'
import { vpcSubnetRoutes } from './vpc-subnets'
import { vpcRoutes } from './vpcs'

export function registerHandlers(route: Route): void {
  sessionRoutes(route)
  deviceRoutes(route)
  meRoutes(route)
  identityRoutes(route)
  projectRoutes(route)
  systemRoutes(route)
  usersBuiltinRoutes(route)
  siloRoutes(route)
  certificateRoutes(route)
  authSettingsRoutes(route)
  siloAdminRoutes(route)
  hardwareRoutes(route)
  addressLotRoutes(route)
  bgpRoutes(route)
  switchPortRoutes(route)
  updateRoutes(route)
  supportBundleRoutes(route)
  alertRoutes(route)
  ipPoolRoutes(route)
  ipPoolWriteRoutes(route)
  systemMetricsRoutes(route)
  ipPoolSiloLinkRoutes(route)
  instanceRoutes(route)
  instanceDiskRoutes(route)
  externalIpRoutes(route)
  probeRoutes(route)
  networkInterfaceRoutes(route)
  storageRoutes(route)
  bulkImportRoutes(route)
  imageRoutes(route)
  vpcRoutes(route)
  vpcSubnetRoutes(route)
  vpcRouterRoutes(route)
  routerRouteRoutes(route)
  firewallRuleRoutes(route)
  internetGatewayRoutes(route)
  affinityRoutes(route)
  metricsRoutes(route)
}
