// The handlers of the areas lazy.ts lists, as one chunk, fetched on the first
// call to any of them. One chunk rather than one per area: rolldown puts a
// module that two lazy chunks share (errors, authz, lookup, …) in a chunk of
// its own, which the mock's chunk then also loads at boot — the mock's code
// would be split into many files on every first page's path.
export { addressLotRoutes } from './address-lots'
export { alertRoutes } from './alerts'
export { authSettingsRoutes } from './auth-settings'
export { bgpRoutes } from './bgp'
export { bulkImportRoutes } from './bulk-import'
export { certificateRoutes } from './certificates'
export { hardwareRoutes } from './hardware'
export { imageRoutes } from './images'
export { internetGatewayRoutes } from './internet-gateways'
export { ipPoolSiloLinkRoutes } from './ip-pool-silo-links'
export { ipPoolWriteRoutes } from './ip-pool-writes'
export { metricsRoutes } from './metrics'
export { probeRoutes } from './probes'
export { siloAdminRoutes } from './silo-admin'
export { supportBundleRoutes } from './support-bundles'
export { switchPortRoutes } from './switch-ports'
export { systemMetricsRoutes } from './system-metrics'
export { updateRoutes } from './update'
export { usersBuiltinRoutes } from './users-builtin'
