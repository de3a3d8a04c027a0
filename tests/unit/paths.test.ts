// Every in-app URL comes from the path builder; the URLs are spec §2's route
// list, so each builder is pinned to the URL it produces. The table is typed
// by the builder's keys: a new builder without a row here fails type-checking.
import { describe, expect, it } from 'vitest'
import { pb, type PathBuilder } from '~/paths'

const project = 'mock-project'
const instance = 'db1'
const vpc = 'mock-vpc'
const router = 'custom-router'

type Case = { [K in keyof PathBuilder]: [Parameters<PathBuilder[K]>, string][] }

const cases: Case = {
  login: [
    [[], '/login'],
    [[{ redirectUri: '/projects/p?x=1' }], '/login?redirect_uri=%2Fprojects%2Fp%3Fx%3D1'],
  ],
  loginLocal: [
    [[{ silo: 'maze-war' }], '/login/maze-war/local'],
    [[{ silo: 'maze-war', redirectUri: '/projects' }], '/login/maze-war/local?redirect_uri=%2Fprojects'],
  ],
  loginSaml: [[[{ silo: 'maze-war', provider: 'okta', redirectUri: '/x' }], '/login/maze-war/saml/okta?redirect_uri=%2Fx']],
  deviceVerify: [[[], '/device/verify']],
  deviceSuccess: [[[], '/device/success']],
  projects: [[[], '/projects']],
  projectsNew: [[[], '/projects-new']],
  projectEdit: [[[{ project }], '/projects/mock-project/edit']],
  project: [[[{ project }], '/projects/mock-project']],
  instances: [[[{ project }], '/projects/mock-project/instances']],
  instancesNew: [
    [[{ project }], '/projects/mock-project/instances-new'],
    [[{ project, like: 'web-1' }], '/projects/mock-project/instances-new?like=web-1'],
  ],
  instance: [[[{ project, instance }], '/projects/mock-project/instances/db1']],
  instanceStorage: [[[{ project, instance }], '/projects/mock-project/instances/db1/storage']],
  instanceNetworking: [[[{ project, instance }], '/projects/mock-project/instances/db1/networking']],
  instanceMetrics: [
    [[{ project, instance }], '/projects/mock-project/instances/db1/metrics'],
    [[{ project, instance, metric: 'disk' }], '/projects/mock-project/instances/db1/metrics/disk'],
  ],
  instanceConnect: [[[{ project, instance }], '/projects/mock-project/instances/db1/connect']],
  instanceSettings: [[[{ project, instance }], '/projects/mock-project/instances/db1/settings']],
  serialConsole: [[[{ project, instance }], '/projects/mock-project/instances/db1/serial-console']],
  lookupInstance: [[[{ instance: 'abc' }], '/lookup/instances/abc']],
  lookupI: [[[{ instance: 'abc' }], '/lookup/i/abc']],
  affinity: [[[{ project }], '/projects/mock-project/affinity']],
  affinityNew: [
    [[{ project }], '/projects/mock-project/affinity-new'],
    [[{ project, kind: 'affinity' }], '/projects/mock-project/affinity-new?kind=affinity'],
  ],
  antiAffinityGroup: [[[{ project, antiAffinityGroup: 'spread' }], '/projects/mock-project/affinity/spread']],
  antiAffinityGroupEdit: [[[{ project, antiAffinityGroup: 'spread' }], '/projects/mock-project/affinity/spread/edit']],
  affinityGroup: [[[{ project, affinityGroup: 'near' }], '/projects/mock-project/affinity-groups/near']],
  affinityGroupEdit: [[[{ project, affinityGroup: 'near' }], '/projects/mock-project/affinity-groups/near/edit']],
  disks: [[[{ project }], '/projects/mock-project/disks']],
  disksNew: [[[{ project }], '/projects/mock-project/disks-new']],
  disk: [[[{ project, disk: 'data 1' }], '/projects/mock-project/disks/data%201']],
  snapshots: [[[{ project }], '/projects/mock-project/snapshots']],
  snapshotsNew: [[[{ project }], '/projects/mock-project/snapshots-new']],
  snapshotImagesNew: [[[{ project, snapshot: 'snap1' }], '/projects/mock-project/snapshots/snap1/images-new']],
  projectImages: [[[{ project }], '/projects/mock-project/images']],
  projectImagesNew: [[[{ project }], '/projects/mock-project/images-new']],
  projectImageEdit: [[[{ project, image: 'img' }], '/projects/mock-project/images/img/edit']],
  siloImages: [[[], '/images']],
  siloImageEdit: [[[{ image: 'img' }], '/images/img/edit']],
  vpcs: [[[{ project }], '/projects/mock-project/vpcs']],
  vpcsNew: [[[{ project }], '/projects/mock-project/vpcs-new']],
  vpc: [[[{ project, vpc }], '/projects/mock-project/vpcs/mock-vpc']],
  vpcEdit: [[[{ project, vpc }], '/projects/mock-project/vpcs/mock-vpc/edit']],
  firewallRules: [[[{ project, vpc }], '/projects/mock-project/vpcs/mock-vpc/firewall-rules']],
  firewallRulesNew: [
    [[{ project, vpc }], '/projects/mock-project/vpcs/mock-vpc/firewall-rules-new'],
    [[{ project, vpc, rule: 'allow-ssh' }], '/projects/mock-project/vpcs/mock-vpc/firewall-rules-new/allow-ssh'],
  ],
  firewallRuleEdit: [
    [[{ project, vpc, rule: 'allow-ssh' }], '/projects/mock-project/vpcs/mock-vpc/firewall-rules/allow-ssh/edit'],
  ],
  subnets: [[[{ project, vpc }], '/projects/mock-project/vpcs/mock-vpc/subnets']],
  subnetsNew: [[[{ project, vpc }], '/projects/mock-project/vpcs/mock-vpc/subnets-new']],
  subnet: [[[{ project, vpc, subnet: 'sn' }], '/projects/mock-project/vpcs/mock-vpc/subnets/sn']],
  subnetEdit: [[[{ project, vpc, subnet: 'sn' }], '/projects/mock-project/vpcs/mock-vpc/subnets/sn/edit']],
  routers: [[[{ project, vpc }], '/projects/mock-project/vpcs/mock-vpc/routers']],
  routersNew: [[[{ project, vpc }], '/projects/mock-project/vpcs/mock-vpc/routers-new']],
  router: [[[{ project, vpc, router }], '/projects/mock-project/vpcs/mock-vpc/routers/custom-router']],
  routerEdit: [[[{ project, vpc, router }], '/projects/mock-project/vpcs/mock-vpc/routers/custom-router/edit']],
  routesNew: [[[{ project, vpc, router }], '/projects/mock-project/vpcs/mock-vpc/routers/custom-router/routes-new']],
  routeEdit: [
    [[{ project, vpc, router, route: 'r1' }], '/projects/mock-project/vpcs/mock-vpc/routers/custom-router/routes/r1/edit'],
  ],
  internetGateways: [[[{ project, vpc }], '/projects/mock-project/vpcs/mock-vpc/internet-gateways']],
  internetGatewaysNew: [[[{ project, vpc }], '/projects/mock-project/vpcs/mock-vpc/internet-gateways-new']],
  internetGateway: [[[{ project, vpc, gateway: 'gw' }], '/projects/mock-project/vpcs/mock-vpc/internet-gateways/gw']],
  internetGatewayPoolAttach: [
    [[{ project, vpc, gateway: 'gw' }], '/projects/mock-project/vpcs/mock-vpc/internet-gateways/gw/ip-pools-attach'],
  ],
  internetGatewayAddressAttach: [
    [[{ project, vpc, gateway: 'gw' }], '/projects/mock-project/vpcs/mock-vpc/internet-gateways/gw/ip-addresses-attach'],
  ],
  firewallRulesCheck: [
    [[{ project, vpc }], '/projects/mock-project/vpcs/mock-vpc/firewall-rules-check'],
    [
      [{ project, vpc, protocol: 'tcp', port: '22', from: '203.0.113.9', to: 'db1' }],
      '/projects/mock-project/vpcs/mock-vpc/firewall-rules-check?protocol=tcp&port=22&from=203.0.113.9&to=db1',
    ],
  ],
  floatingIps: [[[{ project }], '/projects/mock-project/floating-ips']],
  floatingIpsNew: [[[{ project }], '/projects/mock-project/floating-ips-new']],
  floatingIpEdit: [[[{ project, floatingIp: 'ip1' }], '/projects/mock-project/floating-ips/ip1/edit']],
  probes: [[[{ project }], '/projects/mock-project/probes']],
  probesNew: [[[{ project }], '/projects/mock-project/probes-new']],
  probe: [[[{ project, probe: 'edge-probe' }], '/projects/mock-project/probes/edge-probe']],
  projectAccess: [[[{ project }], '/projects/mock-project/access']],
  siloAccess: [[[], '/access']],
  siloUtilization: [
    [[], '/utilization'],
    [[{ project: 'mock-project' }], '/utilization?project=mock-project'],
  ],
  certificates: [[[], '/certificates']],
  certificatesNew: [[[], '/certificates-new']],
  certificate: [[[{ certificate: 'web cert' }], '/certificates/web%20cert']],
  siloSettings: [[[], '/silo-settings']],
  usersGroups: [[[], '/users-groups']],
  siloUsers: [[[], '/users-groups/users']],
  siloGroups: [[[], '/users-groups/groups']],
  siloUser: [[[{ user: 'u1' }], '/users-groups/users/u1']],
  siloGroup: [[[{ group: 'g 1' }], '/users-groups/groups/g%201']],
  sshKeys: [[[], '/settings/ssh-keys']],
  sshKeysNew: [[[], '/settings/ssh-keys-new']],
  sshKeyEdit: [[[{ sshKey: 'laptop' }], '/settings/ssh-keys/laptop/edit']],
  accessTokens: [[[], '/settings/access-tokens']],
  stateChart: [[[{ chart: 'instance' }], '/state-charts/instance']],
  settings: [[[], '/settings']],
  profile: [[[], '/settings/profile']],
  system: [[[], '/system']],
  silos: [[[], '/system/silos']],
  silosNew: [[[], '/system/silos-new']],
  silo: [
    [[{ silo: 'maze-war' }], '/system/silos/maze-war'],
    // The identity providers tab is the default: every other tab goes in the query.
    [[{ silo: 'maze-war', tab: 'idps' }], '/system/silos/maze-war'],
    [[{ silo: 'maze-war', tab: 'ip-pools' }], '/system/silos/maze-war?tab=ip-pools'],
    [[{ silo: 'maze-war', tab: 'quotas' }], '/system/silos/maze-war?tab=quotas'],
    [[{ silo: 'maze-war', tab: 'users' }], '/system/silos/maze-war?tab=users'],
    [[{ silo: 'maze-war', tab: 'access' }], '/system/silos/maze-war?tab=access'],
  ],
  idpsNew: [[[{ silo: 'maze-war' }], '/system/silos/maze-war/idps-new']],
  siloQuotasEdit: [[[{ silo: 'maze-war' }], '/system/silos/maze-war/quotas-edit']],
  siloUsersNew: [[[{ silo: 'maze-war' }], '/system/silos/maze-war/users-new']],
  siloUserPassword: [[[{ silo: 'maze-war', user: 'a1' }], '/system/silos/maze-war/users/a1/set-password']],
  samlIdp: [[[{ silo: 'maze-war', provider: 'okta' }], '/system/silos/maze-war/idps/saml/okta']],
  systemUtilization: [[[], '/system/utilization']],
  systemCapacity: [
    [[], '/system/capacity'],
    [[{ ncpus: '8', memory: '32' }], '/system/capacity?ncpus=8&memory=32'],
    [[{ ncpus: '8' }], '/system/capacity?ncpus=8'],
  ],
  systemMetrics: [
    [[], '/system/metrics'],
    [[{ query: 'get a:b | filter x == "y"' }], '/system/metrics?query=get+a%3Ab+%7C+filter+x+%3D%3D+%22y%22'],
  ],
  fleetAccess: [[[], '/system/access']],
  systemUpdate: [[[], '/system/update']],
  systemUpdateSetTarget: [[[], '/system/update/set-target-release']],
  inventory: [[[], '/system/inventory']],
  inventorySleds: [[[], '/system/inventory/sleds']],
  inventoryDisks: [[[], '/system/inventory/disks']],
  inventorySledsUninitialized: [[[], '/system/inventory/sleds-uninitialized']],
  sledInstances: [[[{ sledId: 's1' }], '/system/inventory/sleds/s1/instances']],
  sledDisks: [[[{ sledId: 's1' }], '/system/inventory/sleds/s1/disks']],
  physicalDisk: [[[{ diskId: 'd1' }], '/system/inventory/disks/d1']],
  inventoryRacks: [[[], '/system/inventory/racks']],
  inventoryRack: [[[{ rackId: 'r1' }], '/system/inventory/racks/r1']],
  inventorySwitches: [[[], '/system/inventory/switches']],
  inventorySwitchPorts: [[[], '/system/inventory/switch-ports']],
  inventorySwitch: [[[{ switchId: 'sw1' }], '/system/inventory/switches/sw1']],
  switchPort: [[[{ rack: 'r1', switchLocation: 'switch0', port: 'qsfp0' }], '/system/inventory/switch-ports/r1/switch0/qsfp0']],
  switchPortLldpEdit: [[[{ rack: 'r1', switchLocation: 'switch0', port: 'qsfp0' }], '/system/inventory/switch-ports/r1/switch0/qsfp0/lldp-config-edit']],
  switchPortApplySettings: [[[{ rack: 'r1', switchLocation: 'switch0', port: 'qsfp0' }], '/system/inventory/switch-ports/r1/switch0/qsfp0/apply-settings']],
  systemNetworking: [[[], '/system/networking']],
  ipPools: [[[], '/system/networking/ip-pools']],
  ipPoolsNew: [[[], '/system/networking/ip-pools-new']],
  ipPool: [
    [[{ pool: 'default' }], '/system/networking/ip-pools/default'],
    [[{ pool: 'default', tab: 'ranges' }], '/system/networking/ip-pools/default'],
    [[{ pool: 'default', tab: 'silos' }], '/system/networking/ip-pools/default?tab=silos'],
  ],
  ipPoolEdit: [[[{ pool: 'default' }], '/system/networking/ip-pools/default/edit']],
  ipPoolRangesAdd: [[[{ pool: 'default' }], '/system/networking/ip-pools/default/ranges-add']],
  ipPoolService: [[[], '/system/networking/ip-pools-service']],
  ipPoolServiceRangesAdd: [[[], '/system/networking/ip-pools-service/ranges-add']],
  addressLots: [[[], '/system/networking/address-lots']],
  addressLotsNew: [[[], '/system/networking/address-lots-new']],
  addressLot: [[[{ lot: 'initial-infra' }], '/system/networking/address-lots/initial-infra']],
  bgp: [
    [[], '/system/networking/bgp'],
    [[{ tab: 'status' }], '/system/networking/bgp'],
    [[{ tab: 'configs' }], '/system/networking/bgp?tab=configs'],
    [[{ tab: 'announce-sets' }], '/system/networking/bgp?tab=announce-sets'],
  ],
  bgpConfigsNew: [[[], '/system/networking/bgp/configs-new?tab=configs']],
  bgpAnnounceSetsNew: [[[], '/system/networking/bgp/announce-sets-new?tab=announce-sets']],
  bgpAnnounceSet: [[[{ announceSet: 'as-uplink' }], '/system/networking/bgp/announce-sets/as-uplink?tab=announce-sets']],
  bgpAnnounceSetEdit: [
    [[{ announceSet: 'as-uplink' }], '/system/networking/bgp/announce-sets/as-uplink/edit?tab=announce-sets'],
  ],
  bfd: [[[], '/system/networking/bfd']],
  bfdEnable: [[[], '/system/networking/bfd/enable']],
  loopbackAddresses: [[[], '/system/networking/loopback-addresses']],
  loopbackAddressesNew: [[[], '/system/networking/loopback-addresses-new']],
  switchPortSettings: [[[], '/system/networking/switch-port-settings']],
  switchPortSettingsNew: [[[], '/system/networking/switch-port-settings-new']],
  switchPortSettingsView: [[[{ settings: 'default-uplink' }], '/system/networking/switch-port-settings/default-uplink']],
  allowList: [[[], '/system/networking/allow-list']],
  allowListEdit: [[[], '/system/networking/allow-list/edit']],
  supportBundles: [[[], '/system/support-bundles']],
  supportBundle: [[[{ bundleId: '4a1b6c2d-0000-4000-8000-000000000001' }], '/system/support-bundles/4a1b6c2d-0000-4000-8000-000000000001']],
  alerts: [[[], '/system/alerts']],
  alertsNew: [[[], '/system/alerts-new']],
  alertReceiver: [
    [[{ receiver: 'ops' }], '/system/alerts/ops'],
    [[{ receiver: 'ops', tab: 'deliveries' }], '/system/alerts/ops'],
    [[{ receiver: 'ops', tab: 'subscriptions' }], '/system/alerts/ops?tab=subscriptions'],
    [[{ receiver: 'ops', tab: 'secrets' }], '/system/alerts/ops?tab=secrets'],
  ],
  alertReceiverEdit: [[[{ receiver: 'ops' }], '/system/alerts/ops/edit']],
  alertSubscriptionsAdd: [[[{ receiver: 'ops' }], '/system/alerts/ops/subscriptions-add?tab=subscriptions']],
  alertSecretsAdd: [[[{ receiver: 'ops' }], '/system/alerts/ops/secrets-add?tab=secrets']],
}

describe('path builder (spec §2 routes)', () => {
  const rows = Object.entries(cases).flatMap(([name, list]) =>
    (list as [unknown[], string][]).map(([args, url]) => ({ name, args, url })),
  )
  it.each(rows)('$name($args) is $url', ({ name, args, url }) => {
    expect((pb[name as keyof PathBuilder] as (...a: unknown[]) => string)(...args)).toBe(url)
  })

  it('has a row for every builder', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(pb).sort())
  })

  it('encodes names and ids as one path segment', () => {
    expect(pb.instance({ project: 'a b', instance: 'x/y' })).toBe('/projects/a%20b/instances/x%2Fy')
    expect(pb.samlIdp({ silo: 's?', provider: '#p' })).toBe('/system/silos/s%3F/idps/saml/%23p')
  })
})
