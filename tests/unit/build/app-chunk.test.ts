// @vitest-environment node
// The chunking's reading of a module: which names it takes from each import
// (so a barrel is followed only for those), and which side of the console a
// lazy page is on.
import { expect, test } from 'vitest'
import { readEdges, sideOf } from '../../../build/app-chunk'

test('a module takes the names it imports; a side-effect or namespace import takes everything', () => {
  const { takes, barrel } = readEdges('/x/page.tsx', `
    import { Button, Table as T } from '~/views/ui'
    import type { Disk } from '~/api'
    import * as icons from './icons'
    import './styles.css'
    export const page = 1
  `)
  expect(barrel).toBeNull()
  expect(takes).toEqual([
    { source: '~/views/ui', names: new Set(['Button', 'Table']) },
    { source: './icons', names: 'all' },
    { source: './styles.css', names: 'all' },
  ])
})

test('a barrel says where each of its names comes from', () => {
  const { barrel } = readEdges('/x/index.ts', `
    export { Button, buttonClass as cls } from './Button'
    export type { ButtonProps } from './Button'
    export * as icons from './icons'
    export * from './format'
  `)
  expect(barrel?.named.get('Button')).toEqual({ source: './Button', name: 'Button' })
  expect(barrel?.named.get('cls')).toEqual({ source: './Button', name: 'buttonClass' })
  expect(barrel?.named.get('icons')).toEqual({ source: './icons', name: 'all' })
  expect(barrel?.named.has('ButtonProps')).toBe(false)
  expect(barrel?.stars).toEqual(['./format'])
})

test.each([
  ['/p/src/routes/system/silos.pages.tsx', 'system'],
  ['/p/src/views/silo/UsersPage.tsx', 'system'],
  ['/p/src/machines/storage/disks.ts', 'project'],
  ['/p/src/routes/networking/vpcs.pages.tsx', 'project'],
  ['/p/src/routes/access/access.pages.tsx', 'other'],
])('%s is on the %s side', (id, side) => {
  expect(sideOf(id)).toBe(side)
})
