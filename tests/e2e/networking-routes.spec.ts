import { expect, test } from './fixtures'

// Every networking route of spec §2, opened by URL on the seeded preview:
// each shows its own content (a heading, a table or a dialog), a breadcrumb
// trail and no 'Page not found'. Uncaught errors fail the test (fixtures).
const P = '/projects/mock-project'
const V = `${P}/vpcs/mock-vpc`

type Check = { path: string; heading?: string; table?: string; dialog?: string; tab?: string }

const routes: Check[] = [
  { path: `${P}/vpcs`, heading: 'VPCs', table: 'VPCs' },
  { path: `${P}/vpcs-new`, dialog: 'Create VPC' },
  { path: V, heading: 'mock-vpc', tab: 'Firewall rules' },
  { path: `${V}/edit`, dialog: 'Edit VPC' },
  { path: `${V}/firewall-rules`, tab: 'Firewall rules', table: 'Firewall rules' },
  { path: `${V}/firewall-rules-new`, dialog: 'Add firewall rule' },
  { path: `${V}/firewall-rules-new/allow-ssh`, dialog: 'Clone firewall rule allow-ssh' },
  { path: `${V}/firewall-rules/allow-ssh/edit`, dialog: 'Edit firewall rule allow-ssh' },
  { path: `${V}/subnets`, tab: 'Subnets', table: 'Subnets' },
  { path: `${V}/subnets-new`, dialog: 'Create subnet' },
  { path: `${V}/subnets/mock-subnet/edit`, dialog: 'Edit subnet' },
  { path: `${V}/routers`, tab: 'Routers', table: 'Routers' },
  { path: `${V}/routers-new`, dialog: 'Create router' },
  { path: `${V}/routers/mock-custom-router/edit`, dialog: 'Edit router' },
  { path: `${V}/routers/mock-custom-router`, heading: 'mock-custom-router' },
  { path: `${V}/routers/mock-custom-router/routes-new`, dialog: 'Create route' },
  { path: `${V}/routers/mock-custom-router/routes/drop-local/edit`, dialog: 'Edit route' },
  { path: `${V}/internet-gateways`, tab: 'Internet gateways', table: 'Internet gateways' },
  { path: `${V}/internet-gateways/default`, dialog: 'Internet gateway' },
  { path: `${P}/floating-ips`, heading: 'Floating IPs', table: 'Floating IPs' },
  { path: `${P}/floating-ips-new`, dialog: 'Create floating IP' },
  { path: `${P}/floating-ips/cola-float/edit`, dialog: 'Edit floating IP' },
]

for (const r of routes) {
  test(`${r.path} renders`, async ({ page }) => {
    await page.goto(r.path)
    if (r.heading) await expect(page.getByRole('heading', { name: r.heading, exact: true }).first()).toBeVisible()
    if (r.tab) await expect(page.getByRole('tab', { name: r.tab, selected: true })).toBeVisible()
    if (r.table) await expect(page.getByRole('table', { name: r.table })).toBeVisible()
    if (r.dialog) await expect(page.getByRole('dialog', { name: r.dialog })).toBeVisible()
    // Under an open side modal the page behind is hidden from assistive tech, but its trail is there.
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs', includeHidden: true })).toContainText('mock-project')
    await expect(page.getByText('Page not found')).toHaveCount(0)
  })
}
