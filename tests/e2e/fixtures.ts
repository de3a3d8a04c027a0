import { test as base, expect } from '@playwright/test'

/**
 * Every e2e test fails on an uncaught error in the page: a screen that
 * "works" while throwing underneath is not done. (console.error is not
 * counted: the API layer logs every failed call there on purpose.)
 */
export const test = base.extend<{ noPageErrors: void }>({
  noPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      await use()
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
