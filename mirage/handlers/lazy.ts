// The areas a first page rarely calls (the preview's mock stays off
// the critical path). Their handlers, and the lib helpers only they use, are a
// chunk of their own (rare.ts), fetched on the first call to any of them
// (lib/route.ts `lazy`); the mock's chunk, which every first page loads,
// carries only this list. The routes are listed so the router can register them where the area
// registers them (Mirage's matching sees the same routes in the same order);
// each list is what the area's module registers, in its order, which the
// router checks when the module arrives. Their seeds stay in the mock's chunk:
// the store is the same whichever code has arrived.
import type { LazyArea } from '../lib/route'

const rare = () => import('./rare')

// ---- fleet and silo operators ------------------------------------------------

export const usersBuiltin: LazyArea = {
  name: 'users-builtin',
  load: () => rare().then((m) => m.usersBuiltinRoutes),
  routes: [
    ['get', '/v1/system/users-builtin'],
    ['get', '/v1/system/users-builtin/{user}'],
  ],
}

export const certificates: LazyArea = {
  name: 'certificates',
  load: () => rare().then((m) => m.certificateRoutes),
  routes: [
    ['get', '/v1/certificates'],
    ['post', '/v1/certificates'],
    ['get', '/v1/certificates/{certificate}'],
    ['delete', '/v1/certificates/{certificate}'],
  ],
}

export const authSettings: LazyArea = {
  name: 'auth-settings',
  load: () => rare().then((m) => m.authSettingsRoutes),
  routes: [
    ['get', '/v1/auth-settings'],
    ['put', '/v1/auth-settings'],
  ],
}

export const siloAdmin: LazyArea = {
  name: 'silo-admin',
  load: () => rare().then((m) => m.siloAdminRoutes),
  routes: [
    ['put', '/v1/system/silos/{silo}/quotas'],
    ['put', '/v1/system/silos/{silo}/policy'],
    ['get', '/v1/system/users/{user_id}'],
    ['post', '/v1/system/identity-providers/local/users'],
    ['post', '/v1/system/identity-providers/local/users/{user_id}/set-password'],
    ['delete', '/v1/system/identity-providers/local/users/{user_id}'],
  ],
}

export const hardware: LazyArea = {
  name: 'hardware',
  load: () => rare().then((m) => m.hardwareRoutes),
  routes: [
    ['get', '/v1/system/hardware/racks'],
    ['get', '/v1/system/hardware/racks/{rack_id}'],
    ['get', '/v1/system/hardware/sleds'],
    ['get', '/v1/system/hardware/sleds/{sled_id}'],
    ['get', '/v1/system/hardware/sleds/{sled_id}/disks'],
    ['get', '/v1/system/hardware/sleds/{sled_id}/instances'],
    ['get', '/v1/system/hardware/disks'],
    ['get', '/v1/system/hardware/disks/{disk_id}'],
    ['get', '/v1/system/hardware/sleds-uninitialized'],
    ['post', '/v1/system/hardware/sleds'],
    ['put', '/v1/system/hardware/sleds/{sled_id}/provision-policy'],
  ],
}

export const addressLots: LazyArea = {
  name: 'address-lots',
  load: () => rare().then((m) => m.addressLotRoutes),
  routes: [
    ['get', '/v1/system/networking/address-lot'],
    ['post', '/v1/system/networking/address-lot'],
    ['delete', '/v1/system/networking/address-lot/{address_lot}'],
    ['get', '/v1/system/networking/address-lot/{address_lot}/blocks'],
    ['get', '/v1/system/networking/loopback-address'],
    ['post', '/v1/system/networking/loopback-address'],
    ['delete', '/v1/system/networking/loopback-address/{rack_id}/{switch_location}/{address}/{subnet_mask}'],
    ['get', '/v1/system/networking/allow-list'],
    ['put', '/v1/system/networking/allow-list'],
  ],
}

export const bgp: LazyArea = {
  name: 'bgp',
  load: () => rare().then((m) => m.bgpRoutes),
  routes: [
    ['get', '/v1/system/networking/bgp'],
    ['post', '/v1/system/networking/bgp'],
    ['delete', '/v1/system/networking/bgp'],
    ['get', '/v1/system/networking/bgp-announce-set'],
    ['put', '/v1/system/networking/bgp-announce-set'],
    ['delete', '/v1/system/networking/bgp-announce-set/{announce_set}'],
    ['get', '/v1/system/networking/bgp-announce-set/{announce_set}/announcement'],
    ['get', '/v1/system/networking/bgp-status'],
    ['get', '/v1/system/networking/bgp-exported'],
    ['get', '/v1/system/networking/bgp-routes-ipv4'],
    ['get', '/v1/system/networking/bgp-message-history'],
    ['get', '/v1/system/networking/bfd-status'],
    ['post', '/v1/system/networking/bfd-enable'],
    ['post', '/v1/system/networking/bfd-disable'],
  ],
}

export const switchPorts: LazyArea = {
  name: 'switch-ports',
  load: () => rare().then((m) => m.switchPortRoutes),
  routes: [
    ['get', '/v1/system/hardware/switches'],
    ['get', '/v1/system/hardware/switches/{switch_id}'],
    ['get', '/v1/system/hardware/switch-port'],
    ['get', '/v1/system/hardware/switch-port/{port}/status'],
    ['get', '/v1/system/hardware/switch-port/{port}/lldp/config'],
    ['post', '/v1/system/hardware/switch-port/{port}/lldp/config'],
    ['post', '/v1/system/hardware/switch-port/{port}/settings'],
    ['delete', '/v1/system/hardware/switch-port/{port}/settings'],
    ['get', '/v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors'],
    ['get', '/v1/system/networking/switch-port-settings'],
    ['post', '/v1/system/networking/switch-port-settings'],
    ['delete', '/v1/system/networking/switch-port-settings'],
    ['get', '/v1/system/networking/switch-port-settings/{port}'],
  ],
}

export const update: LazyArea = {
  name: 'update',
  load: () => rare().then((m) => m.updateRoutes),
  routes: [
    ['get', '/v1/system/update/target-release'],
    ['put', '/v1/system/update/target-release'],
  ],
}

export const supportBundles: LazyArea = {
  name: 'support-bundles',
  load: () => rare().then((m) => m.supportBundleRoutes),
  routes: [
    ['get', '/experimental/v1/system/support-bundles'],
    ['post', '/experimental/v1/system/support-bundles'],
    ['get', '/experimental/v1/system/support-bundles/{bundle_id}'],
    ['delete', '/experimental/v1/system/support-bundles/{bundle_id}'],
    ['get', '/experimental/v1/system/support-bundles/{bundle_id}/index'],
    ['get', '/experimental/v1/system/support-bundles/{bundle_id}/download'],
    ['get', '/experimental/v1/system/support-bundles/{bundle_id}/download/{file}'],
    ['head', '/experimental/v1/system/support-bundles/{bundle_id}/download'],
    ['head', '/experimental/v1/system/support-bundles/{bundle_id}/download/{file}'],
  ],
}

export const alerts: LazyArea = {
  name: 'alerts',
  load: () => rare().then((m) => m.alertRoutes),
  routes: [
    ['get', '/v1/alert-classes'],
    ['get', '/v1/alert-receivers'],
    ['get', '/v1/alert-receivers/{receiver}'],
    ['delete', '/v1/alert-receivers/{receiver}'],
    ['post', '/v1/webhook-receivers'],
    ['put', '/v1/webhook-receivers/{receiver}'],
    ['post', '/v1/alert-receivers/{receiver}/subscriptions'],
    ['delete', '/v1/alert-receivers/{receiver}/subscriptions/{subscription}'],
    ['get', '/v1/alert-receivers/{receiver}/deliveries'],
    ['post', '/v1/alert-receivers/{receiver}/probe'],
    ['post', '/v1/alerts/{alert_id}/resend'],
    ['get', '/v1/webhook-secrets'],
    ['post', '/v1/webhook-secrets'],
    ['delete', '/v1/webhook-secrets/{secret_id}'],
  ],
}

export const ipPoolWrites: LazyArea = {
  name: 'ip-pool-writes',
  load: () => rare().then((m) => m.ipPoolWriteRoutes),
  routes: [
    ['post', '/v1/system/ip-pools'],
    ['put', '/v1/system/ip-pools/{pool}'],
    ['delete', '/v1/system/ip-pools/{pool}'],
    ['post', '/v1/system/ip-pools/{pool}/ranges/add'],
    ['post', '/v1/system/ip-pools/{pool}/ranges/remove'],
    ['post', '/v1/system/ip-pools-service/ranges/add'],
    ['post', '/v1/system/ip-pools-service/ranges/remove'],
  ],
}

export const ipPoolSiloLinks: LazyArea = {
  name: 'ip-pool-silo-links',
  load: () => rare().then((m) => m.ipPoolSiloLinkRoutes),
  routes: [
    ['post', '/v1/system/ip-pools/{pool}/silos'],
    ['put', '/v1/system/ip-pools/{pool}/silos/{silo}'],
    ['delete', '/v1/system/ip-pools/{pool}/silos/{silo}'],
  ],
}

// ---- charts ------------------------------------------------------------------

export const systemMetrics: LazyArea = {
  name: 'system-metrics',
  load: () => rare().then((m) => m.systemMetricsRoutes),
  routes: [['get', '/v1/system/metrics/{metric_name}']],
}

export const metrics: LazyArea = {
  name: 'metrics',
  load: () => rare().then((m) => m.metricsRoutes),
  routes: [
    ['post', '/v1/timeseries/query'],
    ['post', '/v1/system/timeseries/query'],
    ['get', '/v1/metrics/{metric_name}'],
    ['get', '/v1/system/timeseries/schemas'],
  ],
}

// ---- a project's rarer pages and flows -------------------------------------------

export const probes: LazyArea = {
  name: 'probes',
  load: () => rare().then((m) => m.probeRoutes),
  routes: [
    ['get', '/experimental/v1/probes'],
    ['post', '/experimental/v1/probes'],
    ['get', '/experimental/v1/probes/{probe}'],
    ['delete', '/experimental/v1/probes/{probe}'],
  ],
}

export const bulkImport: LazyArea = {
  name: 'bulk-import',
  load: () => rare().then((m) => m.bulkImportRoutes),
  routes: [
    ['post', '/v1/disks/{disk}/bulk-write-start'],
    ['post', '/v1/disks/{disk}/bulk-write'],
    ['post', '/v1/disks/{disk}/bulk-write-stop'],
    ['post', '/v1/disks/{disk}/finalize'],
  ],
}

/** An image's writes: the end of an upload (with bulk import), promote, demote, delete. */
export const images: LazyArea = {
  name: 'images',
  load: () => rare().then((m) => m.imageRoutes),
  routes: [
    ['post', '/v1/images'],
    ['delete', '/v1/images/{image}'],
    ['post', '/v1/images/{image}/promote'],
    ['post', '/v1/images/{image}/demote'],
  ],
}

export const internetGateways: LazyArea = {
  name: 'internet-gateways',
  load: () => rare().then((m) => m.internetGatewayRoutes),
  routes: [
    ['get', '/v1/internet-gateways'],
    ['post', '/v1/internet-gateways'],
    ['get', '/v1/internet-gateways/{gateway}'],
    ['delete', '/v1/internet-gateways/{gateway}'],
    ['get', '/v1/internet-gateway-ip-pools'],
    ['post', '/v1/internet-gateway-ip-pools'],
    ['delete', '/v1/internet-gateway-ip-pools/{pool}'],
    ['get', '/v1/internet-gateway-ip-addresses'],
    ['post', '/v1/internet-gateway-ip-addresses'],
    ['delete', '/v1/internet-gateway-ip-addresses/{address}'],
  ],
}
