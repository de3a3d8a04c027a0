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
