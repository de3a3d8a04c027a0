// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import config from '../../../panda.config'

/** Every file under `dir` (relative paths, forward slashes). */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))

// The glob forms panda.config.ts uses: a globstar folder, a star and {a,b}.
function globToRegExp(glob: string) {
  let re = ''
  const g = glob.replace(/^\.\//, '')
  for (let i = 0; i < g.length; i++) {
    if (g.startsWith('**/', i)) {
      re += '(?:.*/)?'
      i += 2
    } else if (g[i] === '*') re += '[^/]*'
    else if (g[i] === '{') {
      const end = g.indexOf('}', i)
      re += `(?:${g.slice(i + 1, end).split(',').join('|')})`
      i = end
    } else re += g[i].replace(/[.+?^$()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${re}$`)
}

test("Panda reads every source file that styles (a file it skips would lose its styles)", () => {
  const styling = filesUnder('src').filter((f) => /\.tsx?$/.test(f) && /from 'styled-system\//.test(readFileSync(f, 'utf8')))
  const read = styling.filter((f) => config.include!.some((glob) => globToRegExp(glob).test(f)))
  expect(styling.length).toBeGreaterThan(100)
  expect(styling.filter((f) => !read.includes(f))).toEqual([])
})
