import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * WCAG 1.4.10 reflow: at 320 CSS px (and 1280 px at 200 % zoom, i.e. 640 px)
 * nothing scrolls sideways but a data table inside its own box; a side modal
 * takes the whole width. And scrolling: a new page starts at its top, a side
 * modal leaves the page where it was, Back restores the position.
 */

/** Widths beyond the box of the window, the page's main region and an open dialog, if any. */
async function sideways(page: Page) {
  return page.evaluate(() =>
    [document.documentElement, document.querySelector('main'), document.querySelector('[role=dialog]')]
      .filter((el): el is Element => !!el && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName} ${el.scrollWidth} > ${el.clientWidth}`),
  )
}

async function shown(page: Page, path: string) {
  await page.goto(path)
  // (Under a side modal the page is hidden from the accessibility tree: the h1 by its tag.)
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

// At 640 px a side modal keeps its own width (32rem) beside the page.
for (const { width, height, what, modalWidth } of [
  { width: 320, height: 640, what: '320 px', modalWidth: 320 },
  { width: 640, height: 400, what: '1280 px at 200 %', modalWidth: 512 },
]) {
  test.describe(what, () => {
    test.use({ viewport: { width, height } })

    test(`a list, a form page, a side modal and the instance page reflow at ${what}`, { tag: width === 320 ? ['@firefox'] : [] }, async ({ page }) => {
      await shown(page, '/projects/mock-project/instances')
      await expect(page.getByRole('cell', { name: 'db1', exact: true })).toBeVisible()
      expect(await sideways(page)).toEqual([])
      // The table itself may scroll within its box: that is the one exception.

      await shown(page, '/projects/mock-project/instances-new')
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible()
      expect(await sideways(page)).toEqual([])

      await shown(page, '/projects/mock-project/disks-new')
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      expect(await sideways(page)).toEqual([])
      expect(Math.round((await dialog.boundingBox())!.width)).toBeGreaterThanOrEqual(modalWidth - 1)

      await shown(page, '/projects/mock-project/instances/db1')
      await expect(page.getByRole('tab', { name: 'Storage' })).toBeVisible()
      expect(await sideways(page)).toEqual([])
      // The top bar's buttons are all there, the crumbs below them.
      await expect(page.getByRole('button', { name: /User menu/ })).toBeInViewport()
      await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Instances' })).toBeInViewport()
    })
  })
}

test.describe('scroll', () => {
  test.use({ viewport: { width: 1280, height: 360 } })

  test('a new page starts at its top, a side modal keeps the page where it was, Back restores it', async ({ page }) => {
    await shown(page, '/projects/mock-project/disks')
    const main = page.locator('main')
    const top = () => main.evaluate((m) => m.scrollTop)
    // The last row's name opens its details in a side modal: the row stays where it was on screen, under
    // the modal and after it. (Where it is on screen, not the scroll offset: what fills in late above it
    // moves the offset, the browser keeping the row in place.)
    const last = page.getByRole('row').last().getByRole('link').first()
    await last.scrollIntoViewIfNeeded()
    expect(await top()).toBeGreaterThan(100)
    // Held by its element: under the modal, the page is hidden from the accessibility tree.
    const link = (await last.elementHandle())!
    const onScreen = () => link.evaluate((a) => Math.round(a.getBoundingClientRect().top))
    const at = await onScreen()
    await last.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await onScreen()).toBe(at)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await onScreen()).toBe(at)

    // The instance a disk is attached to is another page.
    const attached = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'db1', exact: true }) }).last()
    await attached.getByRole('link', { name: 'db1', exact: true }).scrollIntoViewIfNeeded()
    const before = await top()
    expect(before).toBeGreaterThan(0)
    await attached.getByRole('link', { name: 'db1', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'db1' })).toBeVisible()
    await expect.poll(top).toBe(0)

    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Disks' })).toBeVisible()
    await expect.poll(top).toBe(before)
  })
})
