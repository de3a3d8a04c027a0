// Dev aid: screenshots of the static preview build. node scripts/shot.mjs /path [/path…]
import { chromium } from '@playwright/test'

const base = process.env.BASE ?? 'http://127.0.0.1:4181'
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const page = await browser.newPage({ viewport: { width: Number(process.env.WIDTH ?? 1280), height: 800 } })
page.on('console', (m) => m.type() === 'error' && console.log('console.error:', m.text().slice(0, 300)))
page.on('pageerror', (e) => console.log('pageerror:', e.message))
for (const path of process.argv.slice(2)) {
  await page.goto(base + path)
  await page.waitForTimeout(1500)
  const file = `screenshots/${path.replace(/\W+/g, '_') || 'root'}.png`
  await page.screenshot({ path: file })
  console.log(file, '→', page.url())
}
await browser.close()
