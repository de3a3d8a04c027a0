// Uploading an image file through the preview's mock: the form's rules, the
// progress to 100% and the image in the API; a cancel midway that leaves no
// temporary disk behind; a taken name refused before anything is made.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openConsole, presetStorage, typeInto } from './helpers'

const UPLOAD = '/projects/mock-project/images-new'
const MiB = 1024 * 1024
const GiB = 1024 * MiB

/** A raw "disk image" of `bytes` bytes with no zero chunks (zero chunks are skipped, not written). */
const imageFile = (name: string, bytes: number) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.alloc(bytes, 0x5a),
})

/** GET in the page, so the in-page mock answers (a reload would wipe it). */
async function getJson<T = { items: { name: string; size: number; state?: { state: string } }[] }>(
  page: Page,
  url: string,
): Promise<T> {
  return page.evaluate(async (u) => (await fetch(u)).json(), url)
}

async function fillForm(page: Page, name: string, file: ReturnType<typeof imageFile>) {
  const form = page.getByRole('form', { name: 'Upload image' })
  await typeInto(form.getByLabel('Name'), name)
  await typeInto(form.getByLabel('Description'), 'uploaded by the e2e test')
  await typeInto(form.getByLabel('OS'), 'debian')
  await typeInto(form.getByLabel('Version'), '12')
  await form.getByLabel('Image file').setInputFiles(file)
  return form
}

declare global {
  interface Window {
    /** What recordProgress has seen the progress bar show. */
    progressSeen?: number[]
  }
}

/** Records every aria-valuenow the progress bar shows, from before it appears. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = []
    window.progressSeen = seen
    const read = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]')
      const v = bar ? Number(bar.getAttribute('aria-valuenow')) : NaN
      if (!Number.isNaN(v) && seen.at(-1) !== v) seen.push(v)
    }
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  return () => page.evaluate(() => window.progressSeen ?? [])
}

test('the form checks its fields before anything is made', async ({ page }) => {
  await openConsole(page, UPLOAD)
  await expect(page.getByRole('heading', { name: 'Upload image', exact: true })).toBeVisible()
  const form = page.getByRole('form', { name: 'Upload image' })
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('OS is required')).toBeVisible()
  await expect(form.getByText('Version is required')).toBeVisible()
  await expect(form.getByText('Image file is required')).toBeVisible()
  // 1000 bytes is not a whole number of 512-byte blocks.
  await form.getByLabel('Image file').setInputFiles(imageFile('odd.raw', 1000))
  await expect(form.getByText('The file size must be a multiple of the block size (512 bytes)')).toBeVisible()
  await form.getByLabel('Image file').setInputFiles(imageFile('even.raw', 4096))
  await form.getByRole('radio', { name: '4096 bytes' }).check()
  await expect(form.getByText('The file size must be a multiple')).toBeHidden()
  await expect(form.getByText('A temporary disk of 1 GiB holds it while it uploads.')).toBeVisible()
  // Nothing was started: no progress.
  await expect(page.getByRole('progressbar')).toBeHidden()
})

test('an upload runs every step to 100% and the image appears in the API', { tag: '@firefox' }, async ({ page }) => {
  test.slow()
  await openConsole(page, UPLOAD)
  const form = await fillForm(page, 'e2e-upload', imageFile('disk.raw', 3 * MiB))
  const progressSeen = await recordProgress(page)
  await form.getByRole('button', { name: 'Upload image' }).click()

  const bar = page.getByRole('progressbar', { name: 'Upload progress' })
  await expect(bar).toBeVisible()
  await expect(page.getByRole('list', { name: 'Upload steps' })).toBeVisible()
  await expect(page.getByText('Image e2e-upload uploaded')).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/projects\/mock-project\/images$/)

  const seen = await progressSeen()
  expect(seen.at(-1)).toBe(100)
  expect(seen).toEqual([...seen].sort((a, b) => a - b))
  // It moved through values in between: six chunks, at most four at a time.
  expect(seen.some((v) => v > 0 && v < 100)).toBe(true)

  const images = await getJson(page, '/v1/images?project=mock-project&limit=100')
  // The disk (and so the snapshot and image) is the file's size rounded up to whole GiB.
  expect(images.items.find((i) => i.name === 'e2e-upload')).toMatchObject({ size: GiB, os: 'debian', version: '12' })
  const disks = await getJson(page, '/v1/disks?project=mock-project&limit=1000')
  expect(disks.items.filter((d) => d.name.startsWith('upload-e2e-upload'))).toEqual([])
  const snapshots = await getJson(page, '/v1/snapshots?project=mock-project&limit=1000')
  expect(snapshots.items.filter((s) => s.name.startsWith('upload-e2e-upload'))).toEqual([])
})

test('cancelling midway removes the temporary disk and keeps the form as it was', async ({ page }) => {
  test.slow()
  await openConsole(page, UPLOAD)
  // 48 chunks at four at a time with 200–400 ms per call: several seconds to cancel in.
  const form = await fillForm(page, 'e2e-cancel', imageFile('big.raw', 24 * MiB))
  await form.getByRole('button', { name: 'Upload image' }).click()

  const bar = page.getByRole('progressbar', { name: 'Upload progress' })
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0)
  // The busy submit button still has its name.
  await expect(form.getByRole('button', { name: 'Upload image' })).toHaveAttribute('aria-busy', 'true')
  // While it runs, the temporary disk exists and is importing.
  const during = await getJson(page, '/v1/disks?project=mock-project&limit=1000')
  expect(during.items.filter((d) => d.name.startsWith('upload-e2e-cancel')).map((d) => d.state?.state)).toEqual([
    'importing_from_bulk_writes',
  ])
  await page.getByRole('button', { name: 'Cancel upload' }).click()

  await expect(page.getByRole('alert')).toHaveText('Upload cancelled. The temporary disk was deleted.', {
    timeout: 20_000,
  })
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100)
  await expect(page.getByTestId('upload-step-uploading')).toHaveAttribute('data-status', 'pending')
  await expect(page.getByTestId('upload-step-cleaningUp')).toHaveAttribute('data-status', 'done')
  // The form keeps what was entered, ready to try again.
  await expect(form.getByLabel('Name')).toHaveValue('e2e-cancel')
  await expect(form.getByLabel('OS')).toHaveValue('debian')
  await expect(page.getByTestId('chosen-file')).toContainText('big.raw')
  await expect(form.getByRole('button', { name: 'Upload image' })).toBeEnabled()

  const disks = await getJson(page, '/v1/disks?project=mock-project&limit=1000')
  expect(disks.items.filter((d) => d.name.startsWith('upload-e2e-cancel'))).toEqual([])
  const images = await getJson(page, '/v1/images?project=mock-project&limit=100')
  expect(images.items.map((i) => i.name)).not.toContain('e2e-cancel')
})

test('a taken image name is refused before any disk is made', async ({ page }) => {
  await openConsole(page, UPLOAD)
  const before = await getJson(page, '/v1/disks?project=mock-project&limit=1000')
  const form = await fillForm(page, 'image-1', imageFile('disk.raw', 512 * 1024))
  await form.getByRole('button', { name: 'Upload image' }).click()
  await expect(page.getByRole('alert')).toHaveText('Image name already exists')
  await expect(page.getByTestId('upload-step-validating')).toHaveAttribute('data-status', 'failed')
  const after = await getJson(page, '/v1/disks?project=mock-project&limit=1000')
  expect(after.items).toHaveLength(before.items.length)
})

test('leaving mid-upload asks first; leaving cancels the upload and removes the temporary disk', async ({ page }) => {
  test.slow()
  // Each chunk written takes a network's time, so there is a mid-upload to leave.
  await presetStorage(page, { latency: '300' })
  await openConsole(page, UPLOAD)
  const form = await fillForm(page, 'e2e-leave', imageFile('big.raw', 24 * MiB))
  await form.getByRole('button', { name: 'Upload image' }).click()
  const bar = page.getByRole('progressbar', { name: 'Upload progress' })
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0)

  // Staying keeps the upload going.
  await page.getByRole('link', { name: 'Disks', exact: true }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Leaving this page cancels the upload')
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/images-new$/)
  const before = Number(await bar.getAttribute('aria-valuenow'))
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(before)

  // Leaving cancels, waits for the cleanup, then goes.
  await page.getByRole('link', { name: 'Disks', exact: true }).click()
  await dialog.getByRole('button', { name: 'Cancel upload and leave' }).click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/disks$/, { timeout: 20_000 })
  const disks = await getJson(page, '/v1/disks?project=mock-project&limit=1000')
  expect(disks.items.filter((d) => d.name.startsWith('upload-e2e-leave'))).toEqual([])
})

test('a chosen file that does not look bootable, or is not whole blocks, is warned about; a GPT disk image is not', async ({ page }) => {
  await openConsole(page, UPLOAD)
  const form = page.getByRole('form', { name: 'Upload image' })
  const warnings = form.getByRole('note', { name: 'File warnings' })
  await form.getByLabel('Image file').setInputFiles(imageFile('data.raw', 3 * 512))
  await expect(warnings).toContainText('This file does not look bootable')
  await expect(warnings.getByRole('link', { name: 'Creating and sharing images' })).toHaveAttribute(
    'href',
    'https://docs.oxide.computer/guides/creating-and-sharing-images',
  )
  // 1536 bytes is whole 512-byte blocks, not whole 4096-byte ones.
  await expect(warnings).not.toContainText('whole number of')
  await form.getByRole('radio', { name: '4096 bytes' }).check()
  await expect(warnings).toContainText('Its size (1,536 bytes) is not a whole number of 4096-byte blocks')

  // A GPT header at byte 512 and a size of whole blocks: nothing to warn about.
  const disk = Buffer.alloc(8192, 0x5a)
  disk.write('EFI PART', 512, 'ascii')
  await form.getByLabel('Image file').setInputFiles({ name: 'disk.raw', mimeType: 'application/octet-stream', buffer: disk })
  await expect(form.getByTestId('chosen-file')).toContainText('disk.raw')
  await expect(warnings).toBeHidden()
})
