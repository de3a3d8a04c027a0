import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, typeInto } from './helpers'

// Issue 11 §2: no page waits on an unbounded number of requests. The preview's
// seed at scale (mirage/seed/scale.ts, picked with localStorage.seed before the
// page loads): scale-project holds 5,000 instances and 5,000 disks; every
// tenth disk is attached to an instance far down the list (disk-0000 to
// instance-4999). Each page shows its first page at once, with a number of
// API calls that does not grow with the project.
const P = '/projects/scale-project'

/**
 * Runs before the page's scripts: the seed at scale, and a count of the API
 * calls made (the in-page mock swaps in its own fetch, so whatever fetch is
 * installed is wrapped).
 */
function scaleAndCount() {
  // Not in a new tab's first, empty document (helpers.ts presetStorage).
  if (!location.protocol.startsWith('http')) return
  localStorage.setItem('seed', 'scale')
  const w = window as unknown as { __apiCalls: number }
  w.__apiCalls = 0
  let current = window.fetch
  const wrap = (f: typeof fetch): typeof fetch =>
    function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (/^\/(v1|login|device)\//.test(new URL(url, location.href).pathname)) w.__apiCalls++
      return f.call(this, input, init)
    } as typeof fetch
  current = wrap(current)
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    get: () => current,
    set: (f: typeof fetch) => {
      current = wrap(f)
    },
  })
}

const apiCalls = (page: Page) => page.evaluate(() => (window as unknown as { __apiCalls: number }).__apiCalls)
const resetCalls = (page: Page) => page.evaluate(() => ((window as unknown as { __apiCalls: number }).__apiCalls = 0))

test.beforeEach(async ({ page }) => {
  await page.addInitScript(scaleAndCount)
})

test('the projects list shows its first page of the 1,000 more projects', async ({ page }) => {
  await openConsole(page, '/projects')
  const table = page.getByRole('table', { name: 'Projects' })
  await expect(table.getByRole('link', { name: 'project-0000' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' })).toBeEnabled()
  // Who am I, the page, nothing per project.
  expect(await apiCalls(page)).toBeLessThanOrEqual(10)
})

test('instances and disks of scale-project: the first page at once, the calls bounded by the page', async ({ page }) => {
  await openConsole(page, `${P}/instances`)
  const instances = page.getByRole('table', { name: 'Instances' })
  await expect(instances.getByRole('link', { name: 'instance-0000' })).toBeVisible()
  await expect(instances.getByRole('link', { name: 'instance-0049' })).toBeVisible()
  await expect(instances.getByRole('link', { name: 'instance-0050' })).toHaveCount(0)
  // The list, and one external-IP read per row on the page (50): not per instance of the project.
  expect(await apiCalls(page)).toBeLessThanOrEqual(50 + 10)

  await resetCalls(page)
  await page.getByRole('link', { name: 'Disks', exact: true }).first().click()
  const disks = page.getByRole('table', { name: 'Disks' })
  const first = disks.getByRole('row').filter({ hasText: 'disk-0000' })
  await expect(first).toBeVisible()
  // Attached to an instance far past the first page of instances: looked up by id, then named.
  await expect(first.getByRole('link', { name: 'instance-4999' })).toBeVisible()
  // (A name still being read shows '…' in its cell.)
  await expect(disks.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(disks.getByRole('link', { name: 'instance-4959' })).toBeVisible()
  // Disks, a first page of instances, one lookup per attached disk's instance on the page (5).
  expect(await apiCalls(page)).toBeLessThanOrEqual(10)
})

test('instance create in scale-project: pickers from one request each; a disk past the first 100 found by name', async ({ page }) => {
  await openConsole(page, `${P}/instances`)
  await expect(page.getByRole('link', { name: 'instance-0000' })).toBeVisible()
  await resetCalls(page)
  await page.getByRole('link', { name: 'New instance' }).click()
  const form = page.getByRole('form', { name: 'Create instance' })
  const image = form.getByRole('combobox', { name: 'Image', exact: true })
  await expect(image.getByRole('option').nth(1)).toBeAttached()
  // One request per picker (images ×2, snapshots, disks, keys, pools, floating IPs, VPCs): never every page.
  expect(await apiCalls(page)).toBeLessThanOrEqual(10)

  // Booting from an existing disk: the list is the first 100 and says so; another is found by its name.
  await form.getByRole('tab', { name: 'Existing disks' }).click()
  await expect(form.getByText('Showing the first 100 disks of this project. To use another, enter its exact name.')).toBeVisible()
  const disk = form.getByRole('combobox', { name: 'Disk', exact: true })
  await expect(disk.getByRole('option', { name: /^disk-0001 / })).toBeAttached()
  await expect(disk.getByRole('option', { name: /^disk-4321 / })).toHaveCount(0)
  const find = form.getByRole('textbox', { name: 'Find a disk by name' })
  await typeInto(find, 'disk-4320')
  await find.press('Enter')
  // Attached (every tenth is): it cannot be a boot disk.
  await expect(form.getByText('Disk disk-4320 is attached; only a detached disk can be used')).toBeVisible()
  await typeInto(find, 'disk-4321')
  await form.getByRole('button', { name: 'Find', exact: true }).click()
  await expect(disk).toHaveValue('disk-4321')
  await typeInto(find, 'disk-9999')
  await find.press('Enter')
  await expect(form.getByText('No disk named disk-9999 in this project')).toBeVisible()
  await expect(disk).toHaveValue('disk-4321')

  // Attach existing disk: a name is typed (the first 100 suggested); one past them is looked up.
  await form.getByRole('button', { name: 'Attach existing disk' }).click()
  const modal = page.getByRole('dialog', { name: 'Attach existing disk' })
  await typeInto(modal.getByRole('combobox', { name: 'Disk' }), 'disk-3333')
  await modal.getByRole('button', { name: 'Attach disk' }).click()
  await expect(modal).toHaveCount(0)
  await expect(form.getByRole('table', { name: 'Additional disks' }).getByRole('cell', { name: 'disk-3333', exact: true })).toBeVisible()
  await expect(form.getByRole('table', { name: 'Additional disks' }).getByRole('cell', { name: '1 GiB', exact: true })).toBeVisible()
})

test('an anti-affinity group in scale-project: the add-instance picker reads one page and takes any instance by name', async ({
  page,
}) => {
  await openConsole(page, `${P}/affinity`)
  await page.getByRole('link', { name: 'New group' }).first().click()
  const create = page.getByRole('dialog', { name: 'Create anti-affinity group' })
  await typeInto(create.getByLabel('Name'), 'spread')
  await create.getByRole('button', { name: 'Create group' }).click()
  await page.getByRole('link', { name: 'spread', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'spread', level: 1 })).toBeVisible()

  await resetCalls(page)
  await page.getByRole('button', { name: 'Add instance' }).first().click()
  const modal = page.getByRole('dialog', { name: 'Add instance' })
  // Cut at the first 100: a typed name, those 100 as suggestions.
  const instance = modal.getByRole('combobox', { name: 'Instance' })
  await expect(modal.getByText('The name of an instance of this project (the first 100 are suggested).')).toBeVisible()
  await expect(modal.locator('datalist option')).toHaveCount(100)
  // One page of instances and the group's members: never every page.
  expect(await apiCalls(page)).toBeLessThanOrEqual(3)
  await typeInto(instance, 'instance-4321')
  await modal.getByRole('button', { name: 'Add to group' }).click()
  await expect(modal).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('link', { name: 'instance-4321' })).toBeVisible()
})

test("demoting a silo image among 1,000 more projects: one page of projects, and a project past it taken by name", async ({
  page,
}) => {
  await openConsole(page, '/images')
  const row = page.getByRole('table', { name: 'Silo images' }).getByRole('row').nth(1)
  // The first cell is the selection box; the name is the next one.
  const image = (await row.getByRole('cell').nth(1).innerText()).trim()
  await resetCalls(page)
  await row.getByRole('button', { name: /^Actions for / }).click()
  await page.getByRole('menuitem', { name: 'Demote' }).click()
  const demote = page.getByRole('dialog', { name: 'Demote image' })
  await expect(demote.getByText('The name of a project (the first 100 are suggested).')).toBeVisible()
  expect(await apiCalls(page)).toBe(1)
  await typeInto(demote.getByRole('combobox', { name: 'Project' }), 'project-0999')
  await demote.getByRole('button', { name: 'Demote image' }).click()
  await expect(demote).toBeHidden()
  await expect(page.getByText(`Image ${image} demoted to project project-0999`)).toBeVisible()
})

test('disk create in scale-project: a snapshot past the first 100 found by name and used', async ({ page }) => {
  await openConsole(page, `${P}/disks`)
  await page.getByRole('link', { name: 'New disk' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await typeInto(form.getByLabel('Name'), 'from-far-snapshot')
  await form.getByRole('radio', { name: /Snapshot/ }).check()
  const snapshot = form.getByRole('combobox', { name: 'Snapshot' })
  await expect(snapshot.getByRole('option', { name: /^snapshot-0099 / })).toBeAttached()
  await expect(snapshot.getByRole('option', { name: /^snapshot-0140 / })).toHaveCount(0)
  const find = form.getByRole('textbox', { name: 'Find a snapshot by name' })
  await typeInto(find, 'snapshot-9999')
  await find.press('Enter')
  await expect(form.getByText('No snapshot named snapshot-9999 in this project')).toBeVisible()
  await typeInto(find, 'snapshot-0140')
  await form.getByRole('button', { name: 'Find', exact: true }).click()
  await expect(snapshot).toHaveValue(/.+/)
  await expect(snapshot.locator('option:checked')).toHaveText(/^snapshot-0140 /)
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Disk from-far-snapshot created')).toBeVisible()
})
