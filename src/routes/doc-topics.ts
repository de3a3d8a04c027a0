// The product documentation's topics, and which pages are about which: the
// one table the page headers' and the forms' "Docs" popovers read (the root
// route gives the topic of the page on screen). The guides' addresses are the
// documentation's own; each summary is a sentence of ours. Every signed-in
// route has a topic (tests/unit/routes/doc-topics.test.ts walks them all).
import type { DocTopic } from '~/views/ui'

const GUIDES = 'https://docs.oxide.computer/guides'
const networking = `${GUIDES}/configuring-guest-networking`

export const DOC_TOPICS = {
  projects: {
    title: 'Projects',
    summary: 'A project holds a team’s instances, disks, snapshots, images and networking, with its own access policy.',
    href: `${GUIDES}/onboarding-projects`,
  },
  instances: {
    title: 'Instances',
    summary: 'An instance is a virtual machine: its CPUs and memory, its disks, network interfaces and external addresses.',
    href: `${GUIDES}/deploying-workloads`,
  },
  instanceActions: {
    title: 'Managing instances',
    summary: 'Start, stop, reboot, resize and update an instance, and set what happens when it fails.',
    href: `${GUIDES}/managing-instances`,
  },
  networkInterfaces: {
    title: 'Virtual NICs',
    summary: 'An instance reaches its VPC through its network interfaces, each in a subnet with a private address.',
    href: `${GUIDES}/deploying-workloads#_virtual_nics`,
  },
  serialConsole: {
    title: 'Serial console',
    summary: 'The serial console is the instance’s own terminal, reachable while it runs even without a network.',
    href: `${GUIDES}/remote-access#serial-console`,
  },
  disks: {
    title: 'Disks and snapshots',
    summary: 'A disk is block storage for an instance: blank, or made from an image or a snapshot.',
    href: `${GUIDES}/managing-disks-and-snapshots`,
  },
  snapshots: {
    title: 'Snapshots',
    summary: 'A snapshot is a point-in-time copy of a disk, from which new disks and images are made.',
    href: `${GUIDES}/managing-disks-and-snapshots#_snapshots`,
  },
  images: {
    title: 'Images',
    summary: 'An image is a bootable disk template, shared within a project or promoted to the whole silo.',
    href: `${GUIDES}/creating-and-sharing-images`,
  },
  vpcs: {
    title: 'Networking',
    summary: 'A VPC is a private network for a project’s instances, with its subnets, firewall rules, routers and gateways.',
    href: networking,
  },
  firewallRules: {
    title: 'Firewall rules',
    summary: 'Firewall rules decide which traffic reaches and leaves a VPC’s instances, by priority.',
    href: `${networking}#_firewall_rules`,
  },
  subnets: {
    title: 'VPC subnets',
    summary: 'A subnet is an address block of the VPC; each instance interface lives in one, and its router routes it.',
    href: `${networking}#vpc-subnet`,
  },
  routers: {
    title: 'Custom routers',
    summary: 'A router holds routes that send a subnet’s traffic by destination: to an instance, a gateway, or nowhere.',
    href: `${networking}#_custom_routers`,
  },
  gateways: {
    title: 'Internet gateways',
    summary: 'An internet gateway is a VPC’s way out; the IP pools and addresses attached to it give instances their outbound address.',
    href: `${networking}#internet-gateway`,
  },
  floatingIps: {
    title: 'Floating IPs',
    summary: 'A floating IP is an external address you keep and move between instances.',
    href: `${GUIDES}/managing-floating-ips`,
  },
  affinity: {
    title: 'Affinity groups',
    summary: 'Affinity and anti-affinity groups ask that instances share a sled, or be spread across sleds.',
    href: `${GUIDES}/deploying-workloads#_affinity_and_anti_affinity`,
  },
  access: {
    title: 'Access control',
    summary: 'Roles given to users and groups on the silo or a project decide what each may see and change.',
    href: `${GUIDES}/configuring-access`,
  },
  sshKeys: {
    title: 'SSH keys',
    summary: 'Your SSH public keys are added to the instances you create, so you can sign in to them.',
    href: `${GUIDES}/user-settings#_ssh_keys`,
  },
  accessTokens: {
    title: 'Access tokens',
    summary: 'Device tokens let the CLI and other clients act as you; each can be revoked here.',
    href: `${GUIDES}/working-with-api-and-sdk#_device_token_setup`,
  },
  silos: {
    title: 'Silos',
    summary: 'A silo is a tenant of the rack: its own users, identity providers, projects, quotas and IP pools.',
    href: `${GUIDES}/operator/silo-management`,
  },
  quotas: {
    title: 'Silo quotas',
    summary: 'A silo’s quotas cap the CPUs, memory and storage its projects may provision.',
    href: `${GUIDES}/operator/silo-management#_silo_resource_quota_management`,
  },
  identityProviders: {
    title: 'Identity providers',
    summary: 'A silo signs its users in with local passwords or a SAML identity provider.',
    href: `${GUIDES}/operator/identity-providers`,
  },
  ipPools: {
    title: 'IP pools',
    summary: 'An IP pool is a set of address ranges that silos linked to it draw external addresses from.',
    href: `${GUIDES}/operator/ip-pool-management`,
  },
  sleds: {
    title: 'Server sleds',
    summary: 'Sleds are the rack’s compute servers; their physical disks hold the rack’s storage.',
    href: `${GUIDES}/architecture/service-processors#_server_sled`,
  },
  storage: {
    title: 'Storage',
    summary: 'Instance disks are stored across the sleds’ physical disks, replicated for durability.',
    href: `${GUIDES}/architecture/os-hypervisor-storage#_storage`,
  },
  metrics: {
    title: 'Metrics',
    summary: 'Utilization and metrics show what is provisioned and used, over time, from the rack’s timeseries.',
    href: `${GUIDES}/operator/system-metrics`,
  },
  oxql: {
    title: 'OxQL',
    summary: 'OxQL queries the rack’s timeseries: pick a schema, filter and group, and chart the result.',
    href: `${GUIDES}/operator/system-metrics#_oxql_quickstart`,
  },
  update: {
    title: 'System update',
    summary: 'The target release is the software version the rack updates itself to.',
    href: `${GUIDES}/operator/system-update`,
  },
  certificates: {
    title: 'TLS certificates',
    summary: 'A silo’s TLS certificates are what browsers and clients see when they reach its console and API.',
    href: `${GUIDES}/system/system-setup#tls-certificate`,
  },
  rackNetworking: {
    title: 'Rack networking',
    summary: 'The rack’s uplinks: address lots, switch port settings, BGP and BFD, loopback addresses and the allow-list.',
    href: `${GUIDES}/system/completing-rack-config`,
  },
  settings: {
    title: 'User settings',
    summary: 'Your profile, SSH keys and access tokens.',
    href: `${GUIDES}/user-settings`,
  },
  documentation: {
    title: 'Oxide documentation',
    summary: 'The product documentation: guides for every part of the rack, its API and its CLI.',
    href: 'https://docs.oxide.computer/',
  },
} satisfies Record<string, DocTopic>

export type TopicId = keyof typeof DOC_TOPICS

/** Which topic a page is about, by its path: the first pattern that matches, most specific first. */
const TOPIC_BY_PATH: [RegExp, TopicId][] = [
  [/\/firewall-rules/, 'firewallRules'],
  [/\/subnets/, 'subnets'],
  [/\/routers/, 'routers'],
  [/\/internet-gateways/, 'gateways'],
  [/^\/projects\/[^/]+\/vpcs/, 'vpcs'],
  [/\/serial-console$/, 'serialConsole'],
  [/^\/projects\/[^/]+\/instances\/[^/]+\/networking/, 'networkInterfaces'],
  [/^\/projects\/[^/]+\/instances\/[^/]+/, 'instanceActions'],
  [/^\/projects\/[^/]+\/instances/, 'instances'],
  [/^\/lookup\//, 'instances'],
  [/^\/projects\/[^/]+\/snapshots/, 'snapshots'],
  [/^\/projects\/[^/]+\/disks/, 'disks'],
  [/^\/projects\/[^/]+\/images|^\/images/, 'images'],
  [/^\/projects\/[^/]+\/floating-ips/, 'floatingIps'],
  [/^\/projects\/[^/]+\/affinity/, 'affinity'],
  [/^\/projects\/[^/]+\/access|^\/access|^\/system\/access|^\/users-groups/, 'access'],
  [/^\/projects\/[^/]+\/probes/, 'vpcs'],
  [/^\/projects/, 'projects'],
  [/^\/$/, 'projects'],
  [/^\/settings\/ssh-keys/, 'sshKeys'],
  [/^\/settings\/access-tokens/, 'accessTokens'],
  [/^\/settings/, 'settings'],
  [/^\/system\/silos\/[^/?]+(\/quotas|\?(.*&)?tab=quotas)/, 'quotas'],
  [/^\/system\/silos\/[^/?]+\/(idps|saml)/, 'identityProviders'],
  [/^\/system\/silos/, 'silos'],
  [/^\/system\/networking\/ip-pools/, 'ipPools'],
  [/^\/system\/networking/, 'rackNetworking'],
  [/^\/system\/inventory\/(disks|sleds\/[^/]+\/disks)/, 'storage'],
  [/^\/system\/inventory/, 'sleds'],
  [/^\/system\/capacity/, 'sleds'],
  [/^\/system\/metrics/, 'oxql'],
  [/^\/system\/utilization|^\/utilization/, 'metrics'],
  [/^\/system\/update/, 'update'],
  [/^\/certificates/, 'certificates'],
  [/^\/silo-settings/, 'accessTokens'],
  [/^\/system\/(support-bundles|alerts)/, 'documentation'],
]

/** The pages with no header of their own: signing in, the device flow. */
const NO_TOPIC = /^\/(login|device)(\/|$)/

/** The topic of the page at this path (with its search, for tabs chosen by query); undefined for the sign-in pages. */
export function docsTopicFor(path: string): DocTopic | undefined {
  if (NO_TOPIC.test(path)) return undefined
  const found = TOPIC_BY_PATH.find(([pattern]) => pattern.test(path))
  return found ? DOC_TOPICS[found[1]] : undefined
}
