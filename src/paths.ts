// Every in-app URL is built here, so a route rename is one edit and a typo is a
// type error. Route parameters are names (or ids) exactly as they appear in URLs.
type Project = { project: string }
type Silo = { silo: string }
type Instance = Project & { instance: string }
type AntiAffinityGroup = Project & { antiAffinityGroup: string }
type AffinityGroup = Project & { affinityGroup: string }
type Vpc = Project & { vpc: string }
type Router = Vpc & { router: string }
type SwitchPort = { rack: string; switchLocation: string; port: string }

const q = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v != null && v !== '') s.set(k, v)
  const str = s.toString()
  return str ? `?${str}` : ''
}
const seg = encodeURIComponent

export const pb = {
  // public
  login: (p: { redirectUri?: string } = {}) => `/login${q({ redirect_uri: p.redirectUri })}`,
  loginLocal: (p: Silo & { redirectUri?: string }) =>
    `/login/${seg(p.silo)}/local${q({ redirect_uri: p.redirectUri })}`,
  loginSaml: (p: Silo & { provider: string; redirectUri?: string }) =>
    `/login/${seg(p.silo)}/saml/${seg(p.provider)}${q({ redirect_uri: p.redirectUri })}`,
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',

  // silo
  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: (p: Project) => `/projects/${seg(p.project)}/edit`,
  project: (p: Project) => `/projects/${seg(p.project)}`,
  instances: (p: Project) => `/projects/${seg(p.project)}/instances`,
  /** With `like`, the form starts as a copy of that instance. */
  instancesNew: (p: Project & { like?: string }) => `/projects/${seg(p.project)}/instances-new${q({ like: p.like })}`,
  instance: (p: Instance) => `${pb.instances(p)}/${seg(p.instance)}`,
  instanceStorage: (p: Instance) => `${pb.instance(p)}/storage`,
  instanceNetworking: (p: Instance) => `${pb.instance(p)}/networking`,
  instanceMetrics: (p: Instance & { metric?: 'cpu' | 'disk' | 'network' }) =>
    `${pb.instance(p)}/metrics${p.metric ? `/${p.metric}` : ''}`,
  instanceConnect: (p: Instance) => `${pb.instance(p)}/connect`,
  instanceSettings: (p: Instance) => `${pb.instance(p)}/settings`,
  serialConsole: (p: Instance) => `${pb.instance(p)}/serial-console`,
  lookupInstance: (p: { instance: string }) => `/lookup/instances/${seg(p.instance)}`,
  lookupI: (p: { instance: string }) => `/lookup/i/${seg(p.instance)}`,
  affinity: (p: Project) => `/projects/${seg(p.project)}/affinity`,
  /** The new-group form; `kind: 'affinity'` starts it on an affinity group (else anti-affinity). */
  affinityNew: (p: Project & { kind?: 'affinity' }) => `/projects/${seg(p.project)}/affinity-new${q({ kind: p.kind })}`,
  antiAffinityGroup: (p: AntiAffinityGroup) => `${pb.affinity(p)}/${seg(p.antiAffinityGroup)}`,
  antiAffinityGroupEdit: (p: AntiAffinityGroup) => `${pb.antiAffinityGroup(p)}/edit`,
  affinityGroup: (p: AffinityGroup) => `/projects/${seg(p.project)}/affinity-groups/${seg(p.affinityGroup)}`,
  affinityGroupEdit: (p: AffinityGroup) => `${pb.affinityGroup(p)}/edit`,
  disks: (p: Project) => `/projects/${seg(p.project)}/disks`,
  disksNew: (p: Project) => `/projects/${seg(p.project)}/disks-new`,
  /** A disk's details, a side modal over the disks list. */
  disk: (p: Project & { disk: string }) => `${pb.disks(p)}/${seg(p.disk)}`,
  snapshots: (p: Project) => `/projects/${seg(p.project)}/snapshots`,
  snapshotsNew: (p: Project) => `/projects/${seg(p.project)}/snapshots-new`,
  snapshotImagesNew: (p: Project & { snapshot: string }) =>
    `/projects/${seg(p.project)}/snapshots/${seg(p.snapshot)}/images-new`,
  projectImages: (p: Project) => `/projects/${seg(p.project)}/images`,
  projectImagesNew: (p: Project) => `/projects/${seg(p.project)}/images-new`,
  projectImageEdit: (p: Project & { image: string }) => `/projects/${seg(p.project)}/images/${seg(p.image)}/edit`,
  siloImages: () => '/images',
  siloImageEdit: (p: { image: string }) => `/images/${seg(p.image)}/edit`,
  vpcs: (p: Project) => `/projects/${seg(p.project)}/vpcs`,
  vpcsNew: (p: Project) => `/projects/${seg(p.project)}/vpcs-new`,
  vpc: (p: Vpc) => `${pb.vpcs(p)}/${seg(p.vpc)}`,
  vpcEdit: (p: Vpc) => `${pb.vpc(p)}/edit`,
  firewallRules: (p: Vpc) => `${pb.vpc(p)}/firewall-rules`,
  /** With `rule`, the new rule starts as a copy of it. */
  firewallRulesNew: (p: Vpc & { rule?: string }) => `${pb.vpc(p)}/firewall-rules-new${p.rule ? `/${seg(p.rule)}` : ''}`,
  firewallRuleEdit: (p: Vpc & { rule: string }) => `${pb.firewallRules(p)}/${seg(p.rule)}/edit`,
  /** "Would this traffic get through?": the question in the URL (`?protocol=tcp&port=22&from=…&to=…`). */
  firewallRulesCheck: (p: Vpc & { protocol?: string; port?: string; from?: string; to?: string }) =>
    `${pb.vpc(p)}/firewall-rules-check${q({ protocol: p.protocol, port: p.port, from: p.from, to: p.to })}`,
  subnets: (p: Vpc) => `${pb.vpc(p)}/subnets`,
  subnetsNew: (p: Vpc) => `${pb.vpc(p)}/subnets-new`,
  /** A subnet's details (the network interfaces in it), a side modal over the subnets tab. */
  subnet: (p: Vpc & { subnet: string }) => `${pb.subnets(p)}/${seg(p.subnet)}`,
  subnetEdit: (p: Vpc & { subnet: string }) => `${pb.subnets(p)}/${seg(p.subnet)}/edit`,
  routers: (p: Vpc) => `${pb.vpc(p)}/routers`,
  routersNew: (p: Vpc) => `${pb.vpc(p)}/routers-new`,
  router: (p: Router) => `${pb.routers(p)}/${seg(p.router)}`,
  routerEdit: (p: Router) => `${pb.router(p)}/edit`,
  routesNew: (p: Router) => `${pb.router(p)}/routes-new`,
  routeEdit: (p: Router & { route: string }) => `${pb.router(p)}/routes/${seg(p.route)}/edit`,
  internetGateways: (p: Vpc) => `${pb.vpc(p)}/internet-gateways`,
  internetGatewaysNew: (p: Vpc) => `${pb.vpc(p)}/internet-gateways-new`,
  internetGateway: (p: Vpc & { gateway: string }) => `${pb.internetGateways(p)}/${seg(p.gateway)}`,
  internetGatewayPoolAttach: (p: Vpc & { gateway: string }) => `${pb.internetGateway(p)}/ip-pools-attach`,
  internetGatewayAddressAttach: (p: Vpc & { gateway: string }) => `${pb.internetGateway(p)}/ip-addresses-attach`,
  floatingIps: (p: Project) => `/projects/${seg(p.project)}/floating-ips`,
  floatingIpsNew: (p: Project) => `/projects/${seg(p.project)}/floating-ips-new`,
  floatingIpEdit: (p: Project & { floatingIp: string }) => `${pb.floatingIps(p)}/${seg(p.floatingIp)}/edit`,
  probes: (p: Project) => `/projects/${seg(p.project)}/probes`,
  probesNew: (p: Project) => `/projects/${seg(p.project)}/probes-new`,
  probe: (p: Project & { probe: string }) => `${pb.probes(p)}/${seg(p.probe)}`,
  projectAccess: (p: Project) => `/projects/${seg(p.project)}/access`,
  siloAccess: () => '/access',
  /** With `project`, the charts show that project's provisioning alone. */
  siloUtilization: (p: { project?: string } = {}) => `/utilization${q({ project: p.project })}`,
  certificates: () => '/certificates',
  certificatesNew: () => '/certificates-new',
  certificate: (p: { certificate: string }) => `/certificates/${seg(p.certificate)}`,
  siloSettings: () => '/silo-settings',
  /** The silo's users and groups: a tab each, users first. */
  usersGroups: () => '/users-groups',
  siloUsers: () => '/users-groups/users',
  siloGroups: () => '/users-groups/groups',
  /** `user`, `group`: ids (Nexus names users and groups by id). */
  siloUser: (p: { user: string }) => `/users-groups/users/${seg(p.user)}`,
  siloGroup: (p: { group: string }) => `/users-groups/groups/${seg(p.group)}`,
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: (p: { sshKey: string }) => `/settings/ssh-keys/${seg(p.sshKey)}/edit`,
  accessTokens: () => '/settings/access-tokens',

  stateChart: (p: { chart: string }) => `/state-charts/${seg(p.chart)}`,

  // settings
  settings: () => '/settings',
  profile: () => '/settings/profile',

  // system
  system: () => '/system',
  silos: () => '/system/silos',
  silosNew: () => '/system/silos-new',
  /** The silo page; `tab` picks a tab by query; identity providers, the default, have none. */
  silo: (p: Silo & { tab?: 'idps' | 'ip-pools' | 'quotas' | 'users' | 'access' }) =>
    `/system/silos/${seg(p.silo)}${q({ tab: p.tab === 'idps' ? undefined : p.tab })}`,
  siloQuotasEdit: (p: Silo) => `/system/silos/${seg(p.silo)}/quotas-edit`,
  siloUsersNew: (p: Silo) => `/system/silos/${seg(p.silo)}/users-new`,
  /** `user`: the user's id (Nexus names local users by id in its paths). */
  siloUserPassword: (p: Silo & { user: string }) => `/system/silos/${seg(p.silo)}/users/${seg(p.user)}/set-password`,
  idpsNew: (p: Silo) => `/system/silos/${seg(p.silo)}/idps-new`,
  samlIdp: (p: Silo & { provider: string }) => `/system/silos/${seg(p.silo)}/idps/saml/${seg(p.provider)}`,
  systemUtilization: () => '/system/utilization',
  /** Every sled's room, and "Will it fit?": the question in the URL (vCPUs, memory in GiB). */
  systemCapacity: (p: { ncpus?: string; memory?: string } = {}) => `/system/capacity${q({ ncpus: p.ncpus, memory: p.memory })}`,
  systemMetrics: (p: { query?: string } = {}) => `/system/metrics${q({ query: p.query })}`,
  /** The fleet's role assignments and the built-in users. */
  fleetAccess: () => '/system/access',
  systemUpdate: () => '/system/update',
  systemUpdateSetTarget: () => '/system/update/set-target-release',
  inventory: () => '/system/inventory',
  inventorySleds: () => '/system/inventory/sleds',
  inventoryDisks: () => '/system/inventory/disks',
  inventorySledsUninitialized: () => '/system/inventory/sleds-uninitialized',
  sledInstances: (p: { sledId: string }) => `/system/inventory/sleds/${seg(p.sledId)}/instances`,
  sledDisks: (p: { sledId: string }) => `/system/inventory/sleds/${seg(p.sledId)}/disks`,
  /** A physical disk's page (Nexus names it by id). */
  physicalDisk: (p: { diskId: string }) => `/system/inventory/disks/${seg(p.diskId)}`,
  inventoryRacks: () => '/system/inventory/racks',
  /** A rack's page: its sleds and switches. */
  inventoryRack: (p: { rackId: string }) => `/system/inventory/racks/${seg(p.rackId)}`,
  inventorySwitches: () => '/system/inventory/switches',
  inventorySwitchPorts: () => '/system/inventory/switch-ports',
  /** A switch's page: its properties and its rack's ports. */
  inventorySwitch: (p: { switchId: string }) => `/system/inventory/switches/${seg(p.switchId)}`,
  /** A switch port's page: Nexus names a port by its rack, its switch (switch0, switch1) and its name (qsfp0). */
  switchPort: (p: SwitchPort) => `/system/inventory/switch-ports/${seg(p.rack)}/${seg(p.switchLocation)}/${seg(p.port)}`,
  switchPortLldpEdit: (p: SwitchPort) => `${pb.switchPort(p)}/lldp-config-edit`,
  switchPortApplySettings: (p: SwitchPort) => `${pb.switchPort(p)}/apply-settings`,
  systemNetworking: () => '/system/networking',
  ipPools: () => '/system/networking/ip-pools',
  ipPoolsNew: () => '/system/networking/ip-pools-new',
  ipPool: (p: { pool: string; tab?: 'ranges' | 'silos' }) =>
    `/system/networking/ip-pools/${seg(p.pool)}${q({ tab: p.tab === 'silos' ? 'silos' : undefined })}`,
  ipPoolEdit: (p: { pool: string }) => `/system/networking/ip-pools/${seg(p.pool)}/edit`,
  ipPoolRangesAdd: (p: { pool: string }) => `/system/networking/ip-pools/${seg(p.pool)}/ranges-add`,
  /** The rack's own services' pool: a page of its own (a sibling of the pools, so no pool's name can hide it). */
  ipPoolService: () => '/system/networking/ip-pools-service',
  ipPoolServiceRangesAdd: () => '/system/networking/ip-pools-service/ranges-add',
  addressLots: () => '/system/networking/address-lots',
  addressLotsNew: () => '/system/networking/address-lots-new',
  /** A lot's blocks, in a side modal over the list. */
  addressLot: (p: { lot: string }) => `/system/networking/address-lots/${seg(p.lot)}`,
  /** BGP; `tab` picks a tab by query; status, the default, has none. */
  bgp: (p: { tab?: 'status' | 'configs' | 'announce-sets' } = {}) =>
    `/system/networking/bgp${q({ tab: p.tab === 'status' ? undefined : p.tab })}`,
  // Each form or view keeps its tab chosen behind it (the query is the whole location's).
  bgpConfigsNew: () => `/system/networking/bgp/configs-new${q({ tab: 'configs' })}`,
  bgpAnnounceSetsNew: () => `/system/networking/bgp/announce-sets-new${q({ tab: 'announce-sets' })}`,
  bgpAnnounceSet: (p: { announceSet: string }) =>
    `/system/networking/bgp/announce-sets/${seg(p.announceSet)}${q({ tab: 'announce-sets' })}`,
  bgpAnnounceSetEdit: (p: { announceSet: string }) =>
    `/system/networking/bgp/announce-sets/${seg(p.announceSet)}/edit${q({ tab: 'announce-sets' })}`,
  bfd: () => '/system/networking/bfd',
  bfdEnable: () => '/system/networking/bfd/enable',
  loopbackAddresses: () => '/system/networking/loopback-addresses',
  loopbackAddressesNew: () => '/system/networking/loopback-addresses-new',
  switchPortSettings: () => '/system/networking/switch-port-settings',
  switchPortSettingsNew: () => '/system/networking/switch-port-settings-new',
  /** One settings object's links, interfaces, addresses, routes and BGP peers, in a side modal over the list. */
  switchPortSettingsView: (p: { settings: string }) => `/system/networking/switch-port-settings/${seg(p.settings)}`,
  allowList: () => '/system/networking/allow-list',
  allowListEdit: () => '/system/networking/allow-list/edit',
  supportBundles: () => '/system/support-bundles',
  supportBundle: (p: { bundleId: string }) => `/system/support-bundles/${seg(p.bundleId)}`,
  alerts: () => '/system/alerts',
  alertsNew: () => '/system/alerts-new',
  /** A receiver's page; `tab` picks a tab by query; deliveries, the default, have none. */
  alertReceiver: (p: { receiver: string; tab?: 'deliveries' | 'subscriptions' | 'secrets' }) =>
    `/system/alerts/${seg(p.receiver)}${q({ tab: p.tab === 'deliveries' ? undefined : p.tab })}`,
  alertReceiverEdit: (p: { receiver: string }) => `/system/alerts/${seg(p.receiver)}/edit`,
  // The tab the form belongs to stays chosen behind it (the query is the whole location's).
  alertSubscriptionsAdd: (p: { receiver: string }) =>
    `/system/alerts/${seg(p.receiver)}/subscriptions-add${q({ tab: 'subscriptions' })}`,
  alertSecretsAdd: (p: { receiver: string }) => `/system/alerts/${seg(p.receiver)}/secrets-add${q({ tab: 'secrets' })}`,
} as const

export type PathBuilder = typeof pb

/** The settings tab's resize card, where Resize menu items land (URL hash). */
export const RESIZE_SECTION = 'resize'
