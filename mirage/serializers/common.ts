import type { components } from '../../src/api/generated/nexus'

export type S = components['schemas']

interface Identity {
  id: string
  name: string
  description: string
  time_created: string
  time_modified: string
}

/** The identity metadata every named Nexus resource carries. */
export const identity = (r: Identity): Identity => ({
  id: r.id,
  name: r.name,
  description: r.description,
  time_created: r.time_created,
  time_modified: r.time_modified,
})
