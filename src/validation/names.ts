// Names and descriptions: Nexus's name rule, the description's length, a
// generated default name, and one name per list.
import { messages } from './messages'
import { firstProblem, stringSchema, type Check } from './schema'

/** components.schemas.Name: maxLength 63. */
export const NAME_MAX_LENGTH = 63

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string): boolean {
  return UUID.test(value)
}

// The API's Name pattern also accepts upper-case letters after the first
// character; the console asks for lower case only, a strict subset, so every
// name that passes here is accepted by Nexus.
const rules = (label: string): Check<string>[] => [
  (v) => (v.length === 0 ? messages.required(label) : undefined),
  (v) => (v.length > NAME_MAX_LENGTH ? messages.name.maxLength : undefined),
  (v) => (/^[a-z]/.test(v) ? undefined : messages.name.startLetter),
  (v) => (/^[a-z0-9-]*$/.test(v) ? undefined : messages.name.characters),
  (v) => (/[a-z0-9]$/.test(v) ? undefined : messages.name.endLetterOrNumber),
  (v) => (isUuid(v) ? messages.name.uuid : undefined),
]

const nameRules = rules('Name')

/** Nexus's name rules (components.schemas.Name) with a message for each. */
export function validateName(value: string, label = 'Name'): string | undefined {
  return firstProblem(value, label === 'Name' ? nameRules : rules(label))
}

/** arktype form of validateName, for form and search-param schemas. */
export const nameSchema = stringSchema((v) => validateName(v))

/** Help shown under every name field: the rules above, in one line. */
export const NAME_HINT = 'Lower-case letters, numbers and dashes; starts with a letter'

// The OpenAPI document puts no limit on descriptions, but Nexus stores them in
// `description STRING(512)` columns (Nexus's dbinit.sql), so a longer one is
// refused by the database. STRING(n) counts characters, not UTF-16 units.
export const DESCRIPTION_MAX_LENGTH = 512

export function validateDescription(value: string): string | undefined {
  return [...value].length > DESCRIPTION_MAX_LENGTH ? messages.description.maxLength : undefined
}

export const descriptionSchema = stringSchema(validateDescription)

/** The errors of the name and description a resource form starts with, only where there are some. */
export function nameDescriptionErrors(values: { name: string; description: string }): { name?: string; description?: string } {
  const errors: { name?: string; description?: string } = {}
  const name = validateName(values.name)
  const description = validateDescription(values.description)
  if (name) errors.name = name
  if (description) errors.description = description
  return errors
}

export const NAME_SUFFIX_LENGTH = 6
/** Used when no part has anything usable left, so the name still starts with a letter. */
const FALLBACK_BASE = 'name'
const MAX_PARTS = Math.floor((NAME_MAX_LENGTH - NAME_SUFFIX_LENGTH) / 2)

/** A source of numbers in [0, 1), like Math.random. */
export type RandomSource = () => number

/** Lower-case, invalid characters as dashes, no runs of dashes, no dash at either end. */
function sanitize(part: string): string {
  return part
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Split `budget` characters among parts: short parts keep their length and the
 * room they leave goes to the longer ones.
 */
function allocate(lengths: number[], budget: number): number[] {
  // shortest first; among equals the earlier part goes last, so it gets any odd character
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[a] - lengths[b] || b - a)
  const sizes = new Array<number>(lengths.length)
  let left = budget
  order.forEach((index, n) => {
    const share = Math.floor(left / (order.length - n))
    sizes[index] = Math.min(lengths[index], share)
    left -= sizes[index]
  })
  return sizes
}

function hexSuffix(random: RandomSource): string {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON)
  return Math.floor(r * 16 ** NAME_SUFFIX_LENGTH)
    .toString(16)
    .padStart(NAME_SUFFIX_LENGTH, '0')
}

/**
 * Join shortened parts with dashes and add a dash and six random hex
 * characters, within 63 characters. The result always passes validateName:
 * parts are sanitised, anything before the first letter is dropped, and the
 * hex suffix keeps it from being a UUID.
 */
export function createNameGenerator(random: RandomSource = Math.random) {
  return (...parts: string[]): string => {
    const kept = parts.map(sanitize).filter((p) => p)
    // a name starts with a letter: drop what comes before the first one
    while (kept.length > 0 && !/^[a-z]/.test(kept[0])) {
      kept[0] = kept[0].replace(/^[^a-z]+/, '')
      if (!kept[0]) kept.shift()
    }
    if (kept.length === 0) kept.push(FALLBACK_BASE)
    // each part needs at least one character and a dash; later parts give way
    kept.splice(MAX_PARTS)

    const budget = NAME_MAX_LENGTH - NAME_SUFFIX_LENGTH - kept.length // one dash after each part
    const sizes = allocate(
      kept.map((p) => p.length),
      budget,
    )
    // cutting can leave a dash at the end of a part; names may not end in one
    const shortened = kept.map((p, i) => p.slice(0, sizes[i]).replace(/-+$/, '')).filter((p) => p)
    return [...shortened, hexSuffix(random)].join('-')
  }
}

export const generateName = createNameGenerator()

// Items compare by value, so two host filters { type: 'ip', value: '10.0.0.1' }
// entered separately count as duplicates. Key order does not matter.
function key(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  ) ?? String(value)
}

export function validateUnique(items: readonly unknown[]): string | undefined {
  const seen = new Set<string>()
  for (const item of items) {
    const k = typeof item === 'string' ? `s:${item}` : `j:${key(item)}`
    if (seen.has(k)) return messages.unique
    seen.add(k)
  }
  return undefined
}
