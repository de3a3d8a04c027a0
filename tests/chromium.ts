// Debian's Chromium, as every Playwright config here launches it (STACK.md):
// Playwright cannot download its own, and without the background-networking
// flags Chromium floods the closed network with refused connections.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
