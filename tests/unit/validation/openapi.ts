// The Nexus OpenAPI document's own string patterns, so tests can check that what
// the console accepts, Nexus accepts too. Imported as text: importing the JSON
// itself would make tsc type the whole document.
import text from '../../../openapi/nexus-openapi.json?raw'

type StringSchema = { pattern: string; maxLength?: number }

const doc = JSON.parse(text) as { components: { schemas: Record<string, StringSchema> } }

export const schemas = doc.components.schemas

export function apiPattern(name: string): RegExp {
  return new RegExp(schemas[name].pattern)
}
