// @vitest-environment node
// The chunking's reading of a module: which names it takes from each import
// (so a barrel is followed only for those), and which side of the console a
// lazy page is on.
import { expect, test } from 'vitest'
import { areaOf, readEdges, sideOf } from '../../../build/app-chunk'

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

test.each([
  ['/p/src/routes/storage/disks.pages.tsx', '/p/src/routes/storage/disks.routes.tsx', 'storage'],
  ['/p/src/routes/compute/instances.pages.tsx', '/p/src/routes/compute/instances.routes.tsx', 'compute'],
  // The operator's pages are nearly all in one folder: their area is the route file that imports them.
  ['/p/src/routes/system/silo.pages.tsx', '/p/src/routes/system/silos.routes.tsx', 'silos'],
  ['/p/src/routes/system/metrics.pages.tsx', '/p/src/routes/system/metrics.routes.tsx', 'metrics'],
  ['/p/src/views/utilization/Card.tsx', '/p/src/views/system/Page.tsx', 'utilization'],
])('%s (imported by %s) is in the %s area', (id, importer, area) => {
  expect(areaOf(id, importer)).toBe(area)
})
