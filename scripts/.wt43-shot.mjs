import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:4780'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
const page = await browser.newPage({ viewport: { width: Number(process.env.WIDTH ?? 1280), height: Number(process.env.HEIGHT ?? 900) } })
page.on('pageerror', (e) => console.log('pageerror:', e.message))
page.on('console', (m) => m.type() === 'error' && console.log('console.error:', m.text().slice(0, 200)))
await page.goto(base + '/projects')
await page.getByRole('region', { name: 'Technical preview' }).waitFor()
if (process.env.AS) {
  await page.getByRole('button', { name: 'Learn more' }).click()
  const about = page.getByRole('dialog', { name: 'About the technical preview' })
  await about.getByRole('row').filter({ hasText: process.env.AS }).getByRole('button', { name: /^Act as/ }).click()
  await page.keyboard.press('Escape')
}
for (const path of process.argv.slice(2)) {
  await page.evaluate((p) => { history.pushState({}, '', p); dispatchEvent(new PopStateEvent('popstate')) }, path)
  await page.waitForTimeout(2500)
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme)
    await page.waitForTimeout(300)
    const file = `/tmp/wt43-shots/${path.replace(/\W+/g, '_')}_${theme}${process.env.AS ? '_' + process.env.AS : ''}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
}
await browser.close()
