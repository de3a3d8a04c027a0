// @vitest-environment node
// The bundler's runtime moved into the libraries' chunk: no file of its own,
// every chunk that imported it imports the same helpers from the libraries,
// and the helpers run once, inside them.
import { expect, test } from 'vitest'
import { moveRuntime, type Chunk } from '../../../build/runtime-in-libs'

const chunk = (fileName: string, name: string, code: string, imports: string[] = []): Chunk => ({ type: 'chunk', fileName, name, code, imports })

function move(bundle: Record<string, Chunk>) {
  const errors: string[] = []
  moveRuntime(bundle, (m) => errors.push(m))
  return errors
}

test('the runtime goes into libs, and the other chunks import its helpers from there', () => {
  const runtime = chunk('assets/rolldown-runtime-abc.js', 'rolldown-runtime', 'var a=1,b=()=>a;export{a as t,b as n};')
  const libs = chunk('assets/libs-1.js', 'libs', 'import{t as x}from"./rolldown-runtime-abc.js";export const L=x;', [runtime.fileName])
  const page = chunk('assets/page-2.js', 'page', 'import{n as y}from"./rolldown-runtime-abc.js";import"./libs-1.js";y();', [runtime.fileName, libs.fileName])
  const bundle = { [runtime.fileName]: runtime, [libs.fileName]: libs, [page.fileName]: page }
  expect(move(bundle)).toEqual([])
  expect(Object.keys(bundle)).toEqual([libs.fileName, page.fileName])
  expect(libs.code).toMatch(/^const __runtime=\(\(\)=>\{var a=1,b=\(\)=>a;+return\{t:a,n:b\}\}\)\(\);const\{t:x\}=__runtime;export const L=x;/)
  expect(libs.code).toContain('export const{t:__runtime_t,n:__runtime_n}=__runtime;')
  expect(libs.imports).toEqual([])
  expect(page.code).toContain('import{__runtime_n as y}from"./libs-1.js";')
  expect(page.imports).toEqual([libs.fileName])
})

test('a runtime that imports something is not moved: the build fails', () => {
  const runtime = chunk('assets/rolldown-runtime-abc.js', 'rolldown-runtime', 'import"./x.js";var a=1;export{a as t};')
  const libs = chunk('assets/libs-1.js', 'libs', '', [runtime.fileName])
  const bundle = { [runtime.fileName]: runtime, [libs.fileName]: libs }
  expect(move(bundle)).toEqual(['the runtime or the libraries are not the shape runtimeInLibs moves'])
  expect(Object.keys(bundle)).toContain(runtime.fileName)
})
