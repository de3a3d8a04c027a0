import { messages } from './messages'
import { stringSchema } from './schema'

// The OpenAPI document puts no limit on descriptions, but Nexus stores them in
// `description STRING(512)` columns (Nexus's dbinit.sql), so a longer one is
// refused by the database. STRING(n) counts characters, not UTF-16 units.
export const DESCRIPTION_MAX_LENGTH = 512

export function validateDescription(value: string): string | undefined {
  return [...value].length > DESCRIPTION_MAX_LENGTH ? messages.description.maxLength : undefined
}

export const descriptionSchema = stringSchema(validateDescription)
