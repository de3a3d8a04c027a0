// Stable ids for the seed data, so tests and links can rely on them. Each id
// is a hash of a readable key ("project:mock-project"), formatted as a v4
// UUID: the ids look like Nexus's and never change between runs.
import { FLEET_ID } from '../lib/authz'

function hash128(key: string): number[] {
  const lanes = [0x811c9dc5, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35]
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i)
    for (let j = 0; j < 4; j++) lanes[j] = Math.imul(lanes[j] ^ c, 0x01000193 + 2 * j)
  }
  return lanes.map((h, j) => {
    let x = h ^ lanes[(j + 1) % 4]
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b)
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35)
    return (x ^ (x >>> 16)) >>> 0
  })
}

/** The stable UUID for a seed key such as `instance:mock-project/db1`. */
export function stableId(key: string): string {
  const h = hash128(key)
    .map((x) => x.toString(16).padStart(8, '0'))
    .join('')
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** Id of a named child resource: `childId('instance', 'mock-project', 'db1')`. */
export const childId = (kind: string, ...path: string[]) => stableId(`${kind}:${path.join('/')}`)

export const ids = {
  fleet: FLEET_ID,
  silo: {
    mazeWar: stableId('silo:maze-war'),
    myriad: stableId('silo:myriad'),
    thrax: stableId('silo:thrax'),
  },
  user: {
    /** fleet admin and silo admin */
    ada: stableId('user:maze-war/ada-lovelace'),
    /** fleet viewer (and silo viewer through web-devs) */
    grace: stableId('user:maze-war/grace-hopper'),
    /** silo collaborator */
    alan: stableId('user:maze-war/alan-turing'),
    /** viewer on mock-project only */
    katherine: stableId('user:maze-war/katherine-johnson'),
    /** silo viewer through the web-devs group */
    margaret: stableId('user:maze-war/margaret-hamilton'),
    /** no groups, no role */
    edsger: stableId('user:maze-war/edsger-dijkstra'),
    /** myriad (SAML) silo admin */
    claude: stableId('user:myriad/claude-shannon'),
    /** myriad collaborator through myriad-devs */
    barbara: stableId('user:myriad/barbara-liskov'),
  },
  group: {
    kernelDevs: stableId('group:maze-war/kernel-devs'),
    webDevs: stableId('group:maze-war/web-devs'),
    realEstateDevs: stableId('group:maze-war/real-estate-devs'),
    myriadDevs: stableId('group:myriad/myriad-devs'),
  },
  project: {
    mock: stableId('project:mock-project'),
    other: stableId('project:other-project'),
    empty: stableId('project:empty-project'),
    research: stableId('project:myriad-research'),
  },
  identityProvider: { mockIdp: stableId('identity-provider:myriad/mock-idp') },
  rack: stableId('rack:0'),
  ipPool: {
    one: stableId('ip-pool:ip-pool-1'),
    two: stableId('ip-pool:ip-pool-2'),
    three: stableId('ip-pool:ip-pool-3'),
    four: stableId('ip-pool:ip-pool-4'),
  },
} as const
