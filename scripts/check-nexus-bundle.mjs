// The Nexus build must carry no mock code (ARCHITECTURE "Builds and modes").
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = 'dist/nexus/assets'
const markers = ['miragejs', 'pretender', 'mock-socket', 'This is a technical preview', 'previewControls']
const hits = []
for (const f of readdirSync(dir)) {
  if (!f.endsWith('.js')) continue
  const text = readFileSync(join(dir, f), 'utf8')
  for (const m of markers) if (text.includes(m)) hits.push(`${f}: ${m}`)
}
if (hits.length) {
  console.error('Mock code found in the Nexus build:\n' + hits.join('\n'))
  process.exit(1)
}
console.log('Nexus build is free of mock code')
