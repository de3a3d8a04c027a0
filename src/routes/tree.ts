import { authRoutes } from './auth.routes'
import { affinityRoutes } from './compute/affinity.routes'
import { disksRoutes } from './storage/disks.routes'
import { imageUploadRoutes } from './storage/image-upload.routes'
import { projectImagesRoutes, siloImagesRoutes } from './storage/images.routes'
import { snapshotsRoutes } from './storage/snapshots.routes'
import { stateChartsRoutes } from './state-charts.routes'
import {
  instanceConnectRoutes,
  instanceCreateRoutes,
  instanceIndexRoute,
  instanceLayout,
  instanceMetricsRoutes,
  instanceNetworkingRoutes,
  instanceSettingsRoutes,
  instanceStorageRoutes,
  lookupRoutes,
  serialConsoleRoutes,
} from './compute/instance.routes'
import { instancesRoutes } from './compute/instances.routes'
import {
  authedRoute,
  indexRoute,
  projectIndexRoute,
  projectLayout,
  settingsIndexRoute,
  settingsLayout,
  siloLayout,
  systemIndexRoute,
  systemLayout,
} from './layouts'
import { firewallRulesRoutes } from './networking/firewall-rules.routes'
import { floatingIpsRoutes } from './networking/floating-ips.routes'
import { probesRoutes } from './networking/probes.routes'
import { internetGatewaysRoutes } from './networking/internet-gateways.routes'
import { routerPageRoutes, routersRoutes } from './networking/routers.routes'
import { subnetsRoutes } from './networking/subnets.routes'
import { vpcEditRoutes, vpcIndexRoute, vpcLayout, vpcsRoutes } from './networking/vpcs.routes'
import { projectsRoutes } from './projects.routes'
import { rootRoute } from './root'
import { scopeToSession } from './session'
import { settingsRoutes } from './settings.routes'
import { projectAccessRoutes, siloAccessRoutes } from './access/access.routes'
import { fleetAccessRoutes } from './access/fleet-access.routes'
import { accessTokensRoutes } from './settings/access-tokens.routes'
import { sshKeysRoutes } from './settings/ssh-keys.routes'
import { siloUtilizationRoutes } from './silo/utilization.routes'
import { certificatesRoutes } from './silo/certificates.routes'
import { siloSettingsRoutes } from './silo/silo-settings.routes'
import { usersGroupsRoutes } from './silo/users-groups.routes'
import { inventoryRoutes } from './system/inventory.routes'
import { ipPoolsRoutes } from './system/ip-pools.routes'
import { addressLotsRoutes, allowListRoutes } from './system/rack-networking.routes'
import { bfdRoutes, bgpRoutes } from './system/bgp.routes'
import { switchPortsRoutes } from './system/switch-ports.routes'
import { switchPortSettingsRoutes } from './system/switch-port-settings.routes'
import { alertsRoutes } from './system/alerts.routes'
import { silosRoutes } from './system/silos.routes'
import { supportBundlesRoutes } from './system/support-bundles.routes'
import { systemUtilizationRoutes } from './system/utilization.routes'
import { capacityRoutes } from './system/capacity.routes'
import { systemMetricsRoutes } from './system/metrics.routes'
import { updateRoutes } from './system/update.routes'

// Each area's routes live in their own file; this is the one place they meet.
export const routeTree = rootRoute.addChildren([
  ...authRoutes,
  // Every page behind sign-in belongs to one session (routes/session.ts).
  scopeToSession(authedRoute.addChildren([
    indexRoute,
    ...lookupRoutes,
    siloLayout.addChildren([
      projectsRoutes,
      ...siloImagesRoutes,
      ...siloUtilizationRoutes,
      ...siloAccessRoutes,
      ...usersGroupsRoutes,
      ...certificatesRoutes,
      ...siloSettingsRoutes,
      ...stateChartsRoutes,
    ]),
    projectLayout.addChildren([
      projectIndexRoute,
      ...instancesRoutes,
      ...instanceCreateRoutes,
      instanceLayout.addChildren([
        instanceIndexRoute,
        ...instanceStorageRoutes,
        ...instanceNetworkingRoutes,
        ...instanceMetricsRoutes,
        ...instanceConnectRoutes,
        ...instanceSettingsRoutes,
      ]),
      ...serialConsoleRoutes,
      ...affinityRoutes,
      ...disksRoutes,
      ...snapshotsRoutes,
      ...projectImagesRoutes,
      ...imageUploadRoutes,
      ...vpcsRoutes,
      vpcLayout.addChildren([
        vpcIndexRoute,
        ...vpcEditRoutes,
        ...firewallRulesRoutes,
        ...subnetsRoutes,
        ...routersRoutes,
        ...internetGatewaysRoutes,
      ]),
      ...routerPageRoutes,
      ...floatingIpsRoutes,
      ...probesRoutes,
      ...projectAccessRoutes,
    ]),
    settingsLayout.addChildren([settingsIndexRoute, ...settingsRoutes, ...sshKeysRoutes, ...accessTokensRoutes]),
    systemLayout.addChildren([
      systemIndexRoute,
      ...silosRoutes,
      ...systemUtilizationRoutes,
      ...capacityRoutes,
      ...systemMetricsRoutes,
      ...fleetAccessRoutes,
      ...inventoryRoutes,
      ...switchPortsRoutes,
      ...updateRoutes,
      ...supportBundlesRoutes,
      ...ipPoolsRoutes,
      ...addressLotsRoutes,
      ...allowListRoutes,
      ...bgpRoutes,
      ...bfdRoutes,
      ...switchPortSettingsRoutes,
      ...alertsRoutes,
    ]),
  ])),
])
