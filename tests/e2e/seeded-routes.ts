import { childId, ids } from '../../mirage/seed/ids'
import { SWITCH_SEED, switchId } from '../../mirage/seed/switches'
import { SEEDED_BUNDLES } from '../../mirage/seed/support-bundles'
import { sledId } from '../../mirage/seed/hardware'
import { walkRoutes } from '../contract/routes'

/**
 * Every route of spec §2 (the contract walk's list) with the preview's seeded
 * names in place of the placeholders: the a11y and reflow walks visit these.
 */
// The contract list names everything as Prism does ('string', example UUIDs);
// here each placeholder becomes the seeded resource the segment before it names.
const seeded: Record<string, string> = {
  login: 'maze-war',
  saml: 'mock-idp',
  projects: 'mock-project',
  instances: 'db1',
  vpcs: 'mock-vpc',
  'firewall-rules': 'allow-web',
  'firewall-rules-new': 'allow-web',
  subnets: 'mock-subnet',
  routers: 'mock-custom-router',
  routes: 'to-gateway',
  'internet-gateways': 'default',
  'floating-ips': 'rootbeer-float',
  probes: 'edge-probe',
  disks: 'disk-1',
  snapshots: 'snapshot-1',
  images: 'ubuntu-24-04',
  affinity: 'romulus-remus',
  'affinity-groups': 'close-together',
  certificates: 'maze-war-tls',
  'ssh-keys': 'm1-macbook-pro',
  silos: 'maze-war',
  users: ids.user.ada,
  groups: ids.group.webDevs,
  'ip-pools': 'ip-pool-1',
  'address-lots': 'initial-infra',
  'support-bundles': SEEDED_BUNDLES.older,
  sleds: sledId('BRM42220014'),
  racks: ids.rack,
  alerts: 'ops-pager',
  'announce-sets': 'rack-uplinks',
  switches: switchId('switch0'),
  'switch-port-settings': SWITCH_SEED.settings,
}
// The seeded SAML identity provider (mock-idp) is the myriad silo's (mirage/seed/identity.ts).
const samlSilo = 'myriad'
const db1 = childId('instance', 'mock-project', 'db1')
const projectImage = { images: 'image-1' }
const physicalDisk = childId('physical-disk', 'BRM42220014', 'u2-0')
const placeholder = /^(string|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

class Unmapped extends Error {}

export function seededPath(path: string): string {
  const [pathname, query = ''] = path.split('?')
  const segs = pathname.split('/')
  const out = segs.map((s, i) => {
    if (!placeholder.test(s)) return s
    const before = segs[i - 1]
    if (segs[1] === 'lookup') return db1
    if ((before === 'silos' || before === 'login') && segs.includes('saml')) return samlSilo
    // A switch port's page: /switch-ports/{rack}/{switch}/{port}, one segment after another.
    const port = segs.indexOf('switch-ports')
    if (port > 0 && i - port === 1) return ids.rack
    if (port > 0 && i - port === 2) return 'switch0'
    if (port > 0 && i - port === 3) return 'qsfp0'
    if (before === 'images' && segs[1] === 'projects') return projectImage.images
    // The inventory's disks are physical disks, named by id (a project's are its disks, by name).
    if (before === 'disks' && segs[2] === 'inventory') return physicalDisk
    const v = seeded[before]
    if (!v) throw new Unmapped(`${path} (after "${before}")`)
    return v
  })
  // A project named in the query (the utilization charts' filter) is the seeded one.
  const seededQuery = query.replace(/(^|&)project=string(?=&|$)/, '$1project=mock-project')
  return out.join('/') + (seededQuery ? `?${seededQuery}` : '')
}

export const routes: string[] = []
/** Routes whose placeholders have no seeded name above yet: add one to `seeded`. */
export const unmapped: string[] = []
for (const r of walkRoutes.filter((w) => w.expect !== 'not-found')) {
  try {
    routes.push(seededPath(r.path))
  } catch (e) {
    if (!(e instanceof Unmapped)) throw e
    unmapped.push(e.message)
  }
}
