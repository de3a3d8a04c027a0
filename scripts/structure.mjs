#!/usr/bin/env node
// The weight of the code, as numbers (`npm run structure`): how many files a
// reader meets, how large the largest is, how often the code steps outside the
// type system, and what one resource costs. Generated code is left out.
// `--check` exits 1 when a number is past its limit.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = new URL('..', import.meta.url).pathname
const GENERATED = /^src\/api\/generated\//

function walk(dir) {
  const out = []
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name)
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...walk(path))
    else out.push(path)
  }
  return out
}

const src = walk('src').filter((f) => !GENERATED.test(f))
const code = src.filter((f) => /\.(ts|tsx)$/.test(f))
const text = new Map(code.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]))
const lines = (f) => text.get(f).split('\n').length - (text.get(f).endsWith('\n') ? 1 : 0)

// A cast that leaves the type system: `as unknown as`, `as never`, `as any`
// (not the words in a comment or a sentence).
const CAST = /\bas (?:unknown as\b|never\b|any\b)(?!\s+[a-z])/g
const isComment = (line) => /^\s*(\/\/|\*|\/\*)/.test(line)
const casts = []
for (const [f, t] of text) {
  t.split('\n').forEach((line, i) => {
    if (!isComment(line) && CAST.test(line)) casts.push(`${f}:${i + 1}`)
    CAST.lastIndex = 0
  })
}
const privateFields = [...text].filter(([, t]) => /\._notFound\b|\b_core\b/.test(t)).map(([f]) => f)
const citations = [...text].filter(([, t]) => /§\s?\d|\bomicron\b|\bissue \d+/i.test(t.replace(/RFC \d+ §[\d.]+/g, ''))).map(([f]) => f)

const bySize = code.map((f) => [f, lines(f)]).sort((a, b) => b[1] - a[1])
const suffix = (re) => code.filter((f) => re.test(f)).length
// A rules module is plain data and pure functions: it sends no request.
const rulesWithCalls = code.filter((f) => /\.rules\.ts$/.test(f) && /\b(api\.(get|post|put|delete)|fetchApi|invalidate)\(/.test(text.get(f)))

/** One resource's own files: every file under src/ whose name says it is about the resource. */
const own = (re) => src.filter((f) => re.test(f.split('/').pop()) || re.test(f))
const floatingIps = own(/floating-ip|FloatingIp/)

function duplicatePairs() {
  // Measured when the duplicates command is on this machine; nothing else depends on it.
  try {
    const out = execFileSync('duplicates', ['--repo', join(ROOT, 'src'), '--most', '1', '--seconds', '120'], { encoding: 'utf8' })
    const m = /^(\d+) pairs/m.exec(out)
    return m ? Number(m[1]) : undefined
  } catch {
    return undefined
  }
}

const pairs = process.argv.includes('--no-duplicates') ? undefined : duplicatePairs()

const rows = [
  ['src/ files (generated aside)', src.length, 450],
  ['  of them under 20 lines', code.filter((f) => lines(f) < 20).length],
  ['largest file (lines)', `${bySize[0][1]} (${bySize[0][0]})`, 500, bySize[0][1]],
  ['files over 500 lines', bySize.filter(([, n]) => n > 500).length, 0],
  ['casts outside the type system', casts.length, 0],
  ["library private fields read (_notFound, _core)", privateFields.length, 0],
  ['files citing documents outside the repo', citations.length, 0],
  ['*.input.ts / *.reads.ts / *.search.ts', `${suffix(/\.input\.ts$/)} / ${suffix(/\.reads\.ts$/)} / ${suffix(/\.search\.ts$/)}`, 0, suffix(/\.(input|reads|search)\.ts$/)],
  ['*.machine.ts / *.connect.ts / *.rules.ts', `${suffix(/\.machine\.ts$/)} / ${suffix(/\.connect\.ts$/)} / ${suffix(/\.rules\.ts$/)}`],
  ['*.rules.ts that send requests', rulesWithCalls.length, 0],
  ['floating IPs: own files', floatingIps.length, 6],
  ['duplicate pairs in src/ (6+ lines)', pairs ?? 'not measured (no duplicates command here)', 280, pairs],
]

let over = 0
const width = Math.max(...rows.map(([label]) => label.length))
for (const [label, value, limit, measured = value] of rows) {
  const past = limit !== undefined && typeof measured === 'number' && measured > limit
  if (past) over++
  console.log(`${label.padEnd(width)}  ${String(value).padStart(6)}${limit !== undefined ? `   (target ≤ ${limit})` : ''}${past ? '  ✗' : ''}`)
}
if (process.argv.includes('--verbose')) {
  console.log('\nlargest files:')
  for (const [f, n] of bySize.slice(0, 10)) console.log(`  ${String(n).padStart(4)}  ${f}`)
  if (casts.length) console.log(`\ncasts:\n  ${casts.join('\n  ')}`)
  if (citations.length) console.log(`\nciting:\n  ${citations.join('\n  ')}`)
  if (rulesWithCalls.length) console.log(`\nrules with calls:\n  ${rulesWithCalls.join('\n  ')}`)
  console.log(`\nfloating IPs:\n  ${floatingIps.join('\n  ')}`)
}
console.log(`\n${relative(process.cwd(), ROOT) || '.'}: ${over ? `${over} past target` : 'every number within target'}`)
if (process.argv.includes('--check') && over) process.exit(1)
