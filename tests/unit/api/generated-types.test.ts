// Fails when src/api/generated/nexus.ts was not regenerated (`npm run gen:api`)
// after openapi/nexus-openapi.json changed.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

test('the generated API types match the OpenAPI document', () => {
  const spec = readFileSync(resolve(root, 'openapi/nexus-openapi.json'))
  const generated = readFileSync(resolve(root, 'src/api/generated/nexus.ts'), 'utf8')
  const recorded = /^\/\/ source-sha256: ([0-9a-f]{64})$/m.exec(generated)?.[1]

  expect(recorded, 'nexus.ts has no "// source-sha256:" header; run npm run gen:api').toBeDefined()
  expect(recorded, 'nexus.ts is stale; run npm run gen:api').toBe(createHash('sha256').update(spec).digest('hex'))
})
