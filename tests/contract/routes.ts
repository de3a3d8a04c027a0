import { pb } from '~/paths'

/**
 * Every route of spec §2, with the placeholder names and ids Prism answers
 * with (static mode: names are the schema default 'string', ids the
 * document's example UUIDs). Prism accepts any valid value in a path, so the
 * same URLs serve the dynamic mode.
 */
const name = 'string'
const uuid = '497f6eca-6276-4993-bfeb-53cbbbba6f08'
/** `SwitchPort.rack_id` has an example of its own in the document, which Prism answers with. */
const examplePort = { rack: '943b533f-fc96-45f9-9c73-f32738bfe670', switchLocation: name, port: name }
const project = { project: name }
const instance = { ...project, instance: name }
const vpc = { ...project, vpc: name }
const router = { ...vpc, router: name }

export type WalkRoute = {
  path: string
  /** Where the route settles when it redirects (spec §2). */
  lands?: RegExp
  /** What the page must show instead of content. Default: content. */
  expect?: 'not-found'
  /**
   * The page finds the named item in a list it fetched; Prism's generated
   * lists hold no item named 'string', so 'Page not found' is the right answer there.
   */
  lookedUpInList?: boolean
}

export const walkRoutes: WalkRoute[] = [
  // Public
  { path: pb.loginLocal({ silo: name }) },
  { path: pb.loginSaml({ silo: name, provider: name }) },
  { path: pb.deviceVerify() },
  { path: pb.deviceSuccess() },
  { path: '/no/such/page', expect: 'not-found' },

  // Authenticated settings
  { path: pb.settings(), lands: /\/settings\/profile$/ },
  { path: pb.profile() },
  { path: pb.sshKeys() },
  { path: pb.sshKeysNew() },
  { path: pb.sshKeyEdit({ sshKey: name }) },
  { path: pb.accessTokens() },

  // System
  { path: pb.silos() },
  { path: pb.silosNew() },
  { path: pb.silo({ silo: name }) },
  { path: pb.silo({ silo: name, tab: 'ip-pools' }) },
  { path: pb.silo({ silo: name, tab: 'quotas' }) },
  { path: pb.silo({ silo: name, tab: 'users' }) },
  { path: pb.silo({ silo: name, tab: 'access' }) },
  { path: pb.siloQuotasEdit({ silo: name }) },
  { path: pb.siloUsersNew({ silo: name }) },
  { path: pb.siloUserPassword({ silo: name, user: uuid }) },
  { path: pb.idpsNew({ silo: name }) },
  { path: pb.samlIdp({ silo: name, provider: name }) },
  { path: pb.systemUtilization() },
  { path: pb.systemCapacity() },
  { path: pb.systemCapacity({ ncpus: '8', memory: '32' }) },
  { path: pb.systemMetrics() },
  { path: pb.fleetAccess() },
  { path: pb.systemUpdate() },
  { path: pb.systemUpdateSetTarget() },
  { path: pb.inventory(), lands: /\/system\/inventory\/sleds$/ },
  { path: pb.inventoryDisks() },
  { path: pb.inventorySledsUninitialized() },
  { path: pb.sledInstances({ sledId: uuid }) },
  { path: pb.sledDisks({ sledId: uuid }) },
  { path: pb.physicalDisk({ diskId: uuid }) },
  { path: pb.inventoryRacks() },
  { path: pb.inventoryRack({ rackId: uuid }) },
  { path: pb.inventorySwitches() },
  { path: pb.inventorySwitchPorts() },
  { path: pb.inventorySwitch({ switchId: uuid }) },
  // A port is found in the port list by rack, switch and name; the document's example rack id is its own.
  { path: pb.switchPort(examplePort), lookedUpInList: true },
  { path: pb.switchPortLldpEdit(examplePort), lookedUpInList: true },
  { path: pb.switchPortApplySettings(examplePort), lookedUpInList: true },
  { path: pb.systemNetworking(), lands: /\/system\/networking\/ip-pools$/ },
  { path: pb.ipPools() },
  { path: pb.ipPoolsNew() },
  { path: pb.ipPool({ pool: name }) },
  { path: pb.ipPoolEdit({ pool: name }) },
  { path: pb.ipPoolRangesAdd({ pool: name }) },
  { path: pb.ipPoolService() },
  { path: pb.ipPoolServiceRangesAdd() },
  { path: pb.addressLots() },
  { path: pb.addressLotsNew() },
  { path: pb.addressLot({ lot: name }) },
  { path: pb.loopbackAddresses() },
  { path: pb.loopbackAddressesNew() },
  { path: pb.allowList() },
  { path: pb.allowListEdit() },
  { path: pb.bgp() },
  { path: pb.bgp({ tab: 'configs' }) },
  { path: pb.bgp({ tab: 'announce-sets' }) },
  { path: pb.bgpConfigsNew() },
  { path: pb.bgpAnnounceSetsNew() },
  { path: pb.bgpAnnounceSet({ announceSet: name }) },
  { path: pb.bgpAnnounceSetEdit({ announceSet: name }) },
  { path: pb.bfd() },
  { path: pb.bfdEnable() },
  { path: pb.switchPortSettings() },
  { path: pb.switchPortSettingsNew() },
  { path: pb.switchPortSettingsView({ settings: name }) },
  { path: pb.supportBundles() },
  { path: pb.supportBundle({ bundleId: '00000000-0000-4000-8000-000000000000' }) },
  { path: pb.alerts() },
  { path: pb.alertsNew() },
  { path: pb.alertReceiver({ receiver: name }) },
  { path: pb.alertReceiver({ receiver: name, tab: 'subscriptions' }) },
  { path: pb.alertReceiver({ receiver: name, tab: 'secrets' }) },
  { path: pb.alertReceiverEdit({ receiver: name }) },
  { path: pb.alertSubscriptionsAdd({ receiver: name }) },
  { path: pb.alertSecretsAdd({ receiver: name }) },

  // Silo
  { path: '/', lands: /\/projects$/ },
  { path: pb.projects() },
  { path: pb.projectsNew() },
  { path: pb.projectEdit(project) },
  { path: pb.siloImages() },
  { path: pb.siloImageEdit({ image: name }) },
  { path: pb.siloUtilization() },
  { path: pb.siloUtilization({ project: name }) },
  { path: pb.siloAccess() },
  { path: pb.certificates() },
  { path: pb.certificatesNew() },
  { path: pb.certificate({ certificate: name }) },
  { path: pb.siloSettings() },
  { path: pb.usersGroups(), lands: /\/users-groups\/users$/ },
  { path: pb.siloUsers() },
  { path: pb.siloGroups() },
  { path: pb.siloGroup({ group: uuid }) },
  { path: pb.siloUser({ user: uuid }), lookedUpInList: true },
  { path: pb.lookupInstance({ instance: uuid }), lands: /\/instances\/[^/]+\/storage$/ },
  { path: pb.lookupI({ instance: uuid }), lands: /\/instances\/[^/]+\/storage$/ },

  // Project
  { path: pb.project(project), lands: /\/instances$/ },
  { path: pb.instances(project) },
  { path: pb.instancesNew(project) },
  // Made like an instance: Prism answers any name, and db1 is the preview's.
  { path: pb.instancesNew({ ...project, like: 'db1' }) },
  { path: pb.instance(instance), lands: /\/storage$/ },
  { path: pb.instanceStorage(instance) },
  { path: pb.instanceNetworking(instance) },
  { path: pb.instanceMetrics(instance), lands: /\/metrics\/cpu$/ },
  { path: pb.instanceMetrics({ ...instance, metric: 'disk' }) },
  { path: pb.instanceMetrics({ ...instance, metric: 'network' }) },
  { path: pb.instanceConnect(instance) },
  { path: pb.instanceSettings(instance) },
  { path: pb.serialConsole(instance) },
  { path: pb.vpcs(project) },
  { path: pb.vpcsNew(project) },
  { path: pb.vpc(vpc), lands: /\/firewall-rules$/ },
  { path: pb.vpcEdit(vpc) },
  { path: pb.firewallRules(vpc) },
  { path: pb.firewallRulesNew(vpc) },
  { path: pb.firewallRulesNew({ ...vpc, rule: name }), lookedUpInList: true },
  { path: pb.firewallRuleEdit({ ...vpc, rule: name }), lookedUpInList: true },
  { path: pb.firewallRulesCheck(vpc) },
  { path: pb.firewallRulesCheck({ ...vpc, protocol: 'tcp', port: '22', from: '203.0.113.9', to: 'db1' }) },
  { path: pb.subnets(vpc) },
  { path: pb.subnetsNew(vpc) },
  { path: pb.subnet({ ...vpc, subnet: name }) },
  { path: pb.subnetEdit({ ...vpc, subnet: name }) },
  { path: pb.routers(vpc) },
  { path: pb.routersNew(vpc) },
  { path: pb.routerEdit(router) },
  { path: pb.router(router) },
  // A system router's routes are read-only: these land on the router page then.
  { path: pb.routesNew(router), lands: /\/routers\/string(\/routes-new)?$/ },
  { path: pb.routeEdit({ ...router, route: name }), lands: /\/routers\/string(\/routes\/string\/edit)?$/ },
  { path: pb.internetGateways(vpc) },
  { path: pb.internetGatewaysNew(vpc) },
  { path: pb.internetGateway({ ...vpc, gateway: name }) },
  { path: pb.internetGatewayPoolAttach({ ...vpc, gateway: name }) },
  { path: pb.internetGatewayAddressAttach({ ...vpc, gateway: name }) },
  { path: pb.floatingIps(project) },
  { path: pb.floatingIpsNew(project) },
  { path: pb.floatingIpEdit({ ...project, floatingIp: name }) },
  { path: pb.probes(project) },
  { path: pb.probesNew(project) },
  { path: pb.probe({ ...project, probe: name }) },
  { path: pb.disks(project) },
  { path: pb.disksNew(project) },
  { path: pb.disk({ ...project, disk: name }) },
  { path: pb.snapshots(project) },
  { path: pb.snapshotsNew(project) },
  { path: pb.snapshotImagesNew({ ...project, snapshot: name }) },
  { path: pb.projectImages(project) },
  { path: pb.projectImagesNew(project) },
  { path: pb.projectImageEdit({ ...project, image: name }) },
  { path: pb.projectAccess(project) },
  { path: pb.affinity(project) },
  { path: pb.affinityNew(project) },
  { path: pb.antiAffinityGroup({ ...project, antiAffinityGroup: name }) },
  { path: pb.antiAffinityGroupEdit({ ...project, antiAffinityGroup: name }) },
  { path: pb.affinityNew({ ...project, kind: 'affinity' }) },
  { path: pb.affinityGroup({ ...project, affinityGroup: name }) },
  { path: pb.affinityGroupEdit({ ...project, affinityGroup: name }) },
]
