import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:4193'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
page.on('console', (m) => m.type() === 'error' && console.log('console.error:', m.text().slice(0, 300)))
page.on('pageerror', (e) => console.log('pageerror:', e.message))
await page.goto(base + '/projects/mock-project/instances')
await page.waitForTimeout(2500)
await page.screenshot({ path: '/tmp/l-list.png' })
const rows = page.getByRole('row')
console.log('rows', await rows.count())
// find a stopped row
const stoppedRow = page.getByRole('row').filter({ hasText: /stopped/i }).first()
const name = (await stoppedRow.getByRole('cell').first().innerText()).trim()
console.log('stopped row', name)
await stoppedRow.getByRole('button', { name: /Actions for/ }).click()
await page.waitForTimeout(400)
await page.screenshot({ path: '/tmp/l-menu.png' })
await page.getByRole('menuitem', { name: 'Start' }).click()
for (let i = 0; i < 12; i++) {
  await page.waitForTimeout(1000)
  const text = await page.getByRole('row').filter({ hasText: name }).first().innerText()
  console.log(i, text.replace(/\s+/g, ' ').slice(0, 120))
}
await page.goto(base + `/projects/mock-project/instances/${name}`)
await page.waitForTimeout(2000)
await page.getByRole('button', { name: 'Instance actions' }).click()
await page.waitForTimeout(400)
await page.screenshot({ path: '/tmp/l-page-menu.png' })
await page.getByRole('menuitem', { name: 'Reboot' }).click()
for (let i = 0; i < 6; i++) {
  await page.waitForTimeout(1000)
  console.log('page', i, (await page.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 160))
}
await page.screenshot({ path: '/tmp/l-page.png' })
await browser.close()
