// The mock's relational store: Mirage models and the row shape of each table.
//
// Convention: snake_case attributes are wire fields, typed straight from the
// generated Nexus schemas (never restated here); camelCase attributes are the
// store's own: Mirage foreign keys (`projectId`, kept in sync by the relations
// below) and internal state the API never shows (`userName`, `token`).
// A wire `*_id` that is a relation is dropped from the row and rebuilt from the
// foreign key by the serialisers, so there is one source of truth for it.
import { belongsTo, hasMany, Model } from 'miragejs'
import type { components } from '../src/api/generated/nexus'

type S = components['schemas']

export type RoleName = S['SiloRole'] // the same three roles at every scope
export type RoleScope = 'fleet' | 'silo' | 'project'

export interface Tables {
  silo: S['Silo']
  user: Omit<S['User'], 'silo_id'> & {
    siloId: string
    /** login username (local silos) — Nexus keeps it, the User view does not show it */
    userName: string
    groupIds: string[]
    /** local silos: the password set through the API (null: sign-in disallowed); absent for seeded users, who use MOCK_PASSWORD */
    password?: string | null
  }
  group: Omit<S['Group'], 'silo_id'> & { siloId: string; userIds: string[] }
  roleAssignment: S['SiloRoleRoleAssignment'] & {
    id: string
    resourceType: RoleScope
    /** silo or project id; the fleet is a singleton */
    resourceId: string
  }
  identityProvider: S['SamlIdentityProvider'] & {
    siloId: string
    provider_type: S['IdentityProviderType']
  }
  project: S['Project'] & { siloId: string }
  instance: Omit<S['Instance'], 'project_id'> & {
    projectId: string
    activeSledId: string | null
    /** the SSH keys handed to the instance at create time (a key deleted since is skipped) */
    sshKeyIds: string[]
  }
  /** An instance's ephemeral external IP (at most one each); floating IPs are their own table. */
  ephemeralIp: { id: string; instanceId: string; ipPoolId: string; ip: string }
  /**
   * An instrumentation probe (experimental): a zone on a sled with one
   * ephemeral address from a pool and one interface in the project's default
   * subnet. The interface lives on the row (it is no instance's).
   */
  probe: S['Probe'] & {
    projectId: string
    ipPoolId: string
    externalIp: string
    nic: { id: string; name: string; ip: string; mac: string; subnetId: string; vpcId: string }
  }
  networkInterface: Omit<S['InstanceNetworkInterface'], 'instance_id' | 'subnet_id' | 'vpc_id'> & {
    instanceId: string
    subnetId: string
    vpcId: string
  }
  disk: Omit<S['Disk'], 'project_id'> & { projectId: string }
  snapshot: Omit<S['Snapshot'], 'project_id'> & { projectId: string }
  image: Omit<S['Image'], 'project_id'> & { projectId: string | null; siloId: string }
  vpc: Omit<S['Vpc'], 'project_id' | 'system_router_id'> & { projectId: string; systemRouterId: string | null }
  vpcSubnet: Omit<S['VpcSubnet'], 'vpc_id' | 'custom_router_id'> & { vpcId: string; customRouterId: string | null }
  vpcRouter: Omit<S['VpcRouter'], 'vpc_id'> & { vpcId: string }
  routerRoute: Omit<S['RouterRoute'], 'vpc_router_id'> & { vpcRouterId: string }
  vpcFirewallRule: Omit<S['VpcFirewallRule'], 'vpc_id'> & { vpcId: string }
  internetGateway: Omit<S['InternetGateway'], 'vpc_id'> & { vpcId: string }
  internetGatewayIpPool: Omit<S['InternetGatewayIpPool'], 'internet_gateway_id' | 'ip_pool_id'> & {
    internetGatewayId: string
    ipPoolId: string
  }
  internetGatewayIpAddress: Omit<S['InternetGatewayIpAddress'], 'internet_gateway_id'> & {
    internetGatewayId: string
  }
  floatingIp: Omit<S['FloatingIp'], 'project_id' | 'instance_id' | 'ip_pool_id'> & {
    projectId: string
    instanceId: string | null
    ipPoolId: string
  }
  antiAffinityGroup: Omit<S['AntiAffinityGroup'], 'project_id'> & { projectId: string; instanceIds: string[] }
  affinityGroup: Omit<S['AffinityGroup'], 'project_id'> & { projectId: string; instanceIds: string[] }
  sshKey: Omit<S['SshKey'], 'silo_user_id'> & { siloUserId: string }
  accessToken: S['DeviceAccessToken'] & { userId: string; token: string }
  deviceAuthRequest: {
    id: string
    clientId: string
    deviceCode: string
    userCode: string
    timeExpires: string
    /** requested token lifetime, if the client asked for one */
    ttlSeconds: number | null
    /** set by POST /device/confirm; the token goes to this user */
    confirmedUserId: string | null
  }
  rack: S['Rack']
  sled: Omit<S['Sled'], 'rack_id'> & { rackId: string }
  physicalDisk: Omit<S['PhysicalDisk'], 'sled_id'> & { sledId: string | null }
  /** A sled the rack's inventory sees (its service processor answers) that has not been added; gone once added. */
  uninitializedSled: Omit<S['UninitializedSled'], 'rack_id'> & { id: string; rackId: string }
  /** The target release history: the current one is the highest generation. */
  targetRelease: Omit<S['TargetRelease'], 'generation'> & { id: string; generation: number }
  /** A system release whose TUF repository has been uploaded (only these may be the target). */
  tufRepo: { id: string; systemVersion: string }
  /** A support bundle; a failed one says why. */
  supportBundle: S['SupportBundleInfo']
  /** A webhook receiver: its subscriptions as sent (exact classes and globs); its secrets are their own table. */
  alertReceiver: Omit<S['WebhookReceiver'], 'secrets'>
  /** A receiver's signing secret; the value is kept and never served. */
  webhookSecret: S['WebhookSecret'] & { receiverKey: string; secret: string }
  /** An alert the rack raised (its class and when), delivered to each receiver subscribed to its class. */
  alert: { id: string; alert_class: string; time_created: string }
  alertDelivery: S['AlertDelivery']
  /** `internal`: the pool the rack's own services draw on (never listed with the others, never linked to a silo). */
  ipPool: S['IpPool'] & { internal?: boolean }
  /** An address the rack's own services (Nexus, external DNS, boundary NTP) hold from the service pool. */
  serviceExternalIp: { id: string; ipPoolId: string; ip: string; service: string }
  ipPoolRange: Omit<S['IpPoolRange'], 'ip_pool_id'> & { ipPoolId: string }
  ipPoolSiloLink: Omit<S['IpPoolSiloLink'], 'ip_pool_id' | 'silo_id'> & {
    id: string
    ipPoolId: string
    siloId: string
  }
  siloQuota: Omit<S['SiloQuotas'], 'silo_id'> & { id: string; siloId: string }
  /** The control plane's own users (fixed in Nexus: Nexus's db-fixed-data user_builtin). */
  userBuiltin: S['UserBuiltin']
  /** A silo's TLS certificate; the key is kept and never served. */
  certificate: S['Certificate'] & { siloId: string; key: string }
  /** A silo's auth settings (one row per silo that set them; none reads as no limit). */
  siloAuthSettings: Omit<S['SiloAuthSettings'], 'silo_id'> & { id: string; siloId: string }
  /** Rack networking (mirage/handlers/address-lots.ts): an address lot; its ranges are addressLotBlock rows. */
  addressLot: S['AddressLot']
  addressLotBlock: S['AddressLotBlock'] & { addressLotId: string }
  /** A switch's loopback address, drawn from a block of an infra address lot; `anycast` is kept, never served. */
  loopbackAddress: Omit<S['LoopbackAddress'], 'address_lot_block_id' | 'rack_id'> & {
    addressLotBlockId: string
    rackId: string
    anycast: boolean
  }
  /** The rack's one source-IP allow-list (a singleton row). */
  allowList: S['AllowList'] & { id: string }
  /** BGP (mirage/handlers/bgp.ts): a named set of announcements; its networks are bgpAnnouncement rows. */
  bgpAnnounceSet: S['BgpAnnounceSet']
  bgpAnnouncement: { id: string; announceSetId: string; addressLotBlockId: string; network: string }
  bgpConfig: S['BgpConfig'] & { announceSetId: string }
  /**
   * A BGP peer of a switch (in Nexus, a switch port settings' BGP peer): its
   * state follows `phases` from `began` (ms), then `cycle` over and over, so
   * it changes while the page is open and reads the same on every load.
   */
  bgpPeer: {
    id: string
    addr: string
    switch: S['SwitchLocation']
    remote_asn: number
    bgpConfigId: string
    began: number
    phases: [S['BgpPeerState'], number][]
    cycle: [S['BgpPeerState'], number][]
    /** The IPv4 prefixes it sends while established. */
    advertises: string[]
  }
  /**
   * Rack hardware (mirage/handlers/switch-ports.ts): a rack switch. Its slot
   * (`location`: switch0, switch1) is kept, never served: the API's Switch has none.
   */
  rackSwitch: Omit<S['Switch'], 'rack_id'> & { rackId: string; location: string }
  /** A switch's QSFP port: the settings applied, its LLDP service, its link and the neighbours LLDP hears on it. */
  switchPort: Omit<S['SwitchPort'], 'rack_id'> & {
    rackId: string
    lldp: S['LldpLinkConfig']
    /** Whether the link would be up once settings are applied (a cable and a peer are there). */
    cabled: boolean
    neighbors: S['LldpNeighbor'][]
  }
  /** Switch port settings, kept as Nexus serves them (their parts name the settings' id). */
  switchPortSettings: S['SwitchPortSettings']
  /** A switch's BFD session; its state follows the time it was enabled (`enabledAt`, ms). */
  bfdSession: Omit<S['BfdStatus'], 'state'> & { id: string; enabledAt: number }
}

export type TableName = keyof Tables

// Relations. Where a model points at the same model twice, the inverse is named
// so Mirage does not guess. Relations to things that may be deleted while the
// pointer must stay a valid wire id (a snapshot's disk) are left as wire ids.
export const models = {
  silo: Model.extend({
    users: hasMany('user'),
    groups: hasMany('group'),
    projects: hasMany('project'),
    identityProviders: hasMany('identityProvider'),
    images: hasMany('image'),
    ipPoolSiloLinks: hasMany('ipPoolSiloLink'),
    quotas: hasMany('siloQuota'),
  }),
  user: Model.extend({
    silo: belongsTo('silo'),
    groups: hasMany('group', { inverse: 'users' }),
    sshKeys: hasMany('sshKey', { inverse: 'siloUser' }),
    accessTokens: hasMany('accessToken', { inverse: 'user' }),
  }),
  group: Model.extend({
    silo: belongsTo('silo'),
    users: hasMany('user', { inverse: 'groups' }),
  }),
  roleAssignment: Model.extend({}),
  identityProvider: Model.extend({ silo: belongsTo('silo') }),
  project: Model.extend({
    silo: belongsTo('silo'),
    instances: hasMany('instance'),
    disks: hasMany('disk'),
    snapshots: hasMany('snapshot'),
    images: hasMany('image'),
    vpcs: hasMany('vpc'),
    floatingIps: hasMany('floatingIp'),
    antiAffinityGroups: hasMany('antiAffinityGroup'),
    affinityGroups: hasMany('affinityGroup'),
  }),
  instance: Model.extend({
    project: belongsTo('project'),
    networkInterfaces: hasMany('networkInterface'),
    antiAffinityGroups: hasMany('antiAffinityGroup', { inverse: 'instances' }),
    affinityGroups: hasMany('affinityGroup', { inverse: 'instances' }),
    activeSled: belongsTo('sled', { inverse: null }),
  }),
  networkInterface: Model.extend({
    instance: belongsTo('instance'),
    subnet: belongsTo('vpcSubnet', { inverse: null }),
    vpc: belongsTo('vpc', { inverse: null }),
  }),
  disk: Model.extend({ project: belongsTo('project') }),
  snapshot: Model.extend({ project: belongsTo('project') }),
  image: Model.extend({ project: belongsTo('project'), silo: belongsTo('silo') }),
  vpc: Model.extend({
    project: belongsTo('project'),
    subnets: hasMany('vpcSubnet', { inverse: 'vpc' }),
    routers: hasMany('vpcRouter', { inverse: 'vpc' }),
    systemRouter: belongsTo('vpcRouter', { inverse: null }),
    firewallRules: hasMany('vpcFirewallRule'),
    internetGateways: hasMany('internetGateway'),
  }),
  vpcSubnet: Model.extend({
    vpc: belongsTo('vpc', { inverse: 'subnets' }),
    customRouter: belongsTo('vpcRouter', { inverse: null }),
  }),
  vpcRouter: Model.extend({
    vpc: belongsTo('vpc', { inverse: 'routers' }),
    routes: hasMany('routerRoute', { inverse: 'vpcRouter' }),
  }),
  routerRoute: Model.extend({ vpcRouter: belongsTo('vpcRouter', { inverse: 'routes' }) }),
  vpcFirewallRule: Model.extend({ vpc: belongsTo('vpc') }),
  internetGateway: Model.extend({
    vpc: belongsTo('vpc'),
    ipPools: hasMany('internetGatewayIpPool'),
    ipAddresses: hasMany('internetGatewayIpAddress'),
  }),
  internetGatewayIpPool: Model.extend({
    internetGateway: belongsTo('internetGateway'),
    ipPool: belongsTo('ipPool', { inverse: null }),
  }),
  internetGatewayIpAddress: Model.extend({ internetGateway: belongsTo('internetGateway') }),
  floatingIp: Model.extend({
    project: belongsTo('project'),
    instance: belongsTo('instance', { inverse: null }),
    ipPool: belongsTo('ipPool', { inverse: null }),
  }),
  antiAffinityGroup: Model.extend({
    project: belongsTo('project'),
    instances: hasMany('instance', { inverse: 'antiAffinityGroups' }),
  }),
  affinityGroup: Model.extend({
    project: belongsTo('project'),
    instances: hasMany('instance', { inverse: 'affinityGroups' }),
  }),
  ephemeralIp: Model.extend({
    instance: belongsTo('instance', { inverse: null }),
    ipPool: belongsTo('ipPool', { inverse: null }),
  }),
  probe: Model,
  sshKey: Model.extend({ siloUser: belongsTo('user', { inverse: 'sshKeys' }) }),
  accessToken: Model.extend({ user: belongsTo('user', { inverse: 'accessTokens' }) }),
  deviceAuthRequest: Model.extend({}),
  rack: Model.extend({ sleds: hasMany('sled') }),
  sled: Model.extend({ rack: belongsTo('rack'), physicalDisks: hasMany('physicalDisk') }),
  physicalDisk: Model.extend({ sled: belongsTo('sled') }),
  uninitializedSled: Model.extend({ rack: belongsTo('rack', { inverse: null }) }),
  targetRelease: Model,
  tufRepo: Model,
  supportBundle: Model,
  alertReceiver: Model,
  webhookSecret: Model,
  alert: Model,
  alertDelivery: Model,
  ipPool: Model.extend({
    ranges: hasMany('ipPoolRange', { inverse: 'ipPool' }),
    siloLinks: hasMany('ipPoolSiloLink', { inverse: 'ipPool' }),
  }),
  ipPoolRange: Model.extend({ ipPool: belongsTo('ipPool', { inverse: 'ranges' }) }),
  serviceExternalIp: Model.extend({ ipPool: belongsTo('ipPool', { inverse: null }) }),
  ipPoolSiloLink: Model.extend({
    ipPool: belongsTo('ipPool', { inverse: 'siloLinks' }),
    silo: belongsTo('silo'),
  }),
  siloQuota: Model.extend({ silo: belongsTo('silo') }),
  userBuiltin: Model,
  certificate: Model.extend({ silo: belongsTo('silo', { inverse: null }) }),
  siloAuthSettings: Model.extend({ silo: belongsTo('silo', { inverse: null }) }),
  addressLot: Model.extend({ blocks: hasMany('addressLotBlock', { inverse: 'addressLot' }) }),
  addressLotBlock: Model.extend({ addressLot: belongsTo('addressLot', { inverse: 'blocks' }) }),
  loopbackAddress: Model.extend({
    addressLotBlock: belongsTo('addressLotBlock', { inverse: null }),
    rack: belongsTo('rack', { inverse: null }),
  }),
  allowList: Model,
  bgpAnnounceSet: Model,
  bgpAnnouncement: Model,
  bgpConfig: Model,
  bgpPeer: Model,
  bfdSession: Model,
  rackSwitch: Model,
  switchPort: Model,
  switchPortSettings: Model,
} satisfies Record<TableName, unknown>
