import { expect, test } from './fixtures'
import { openConsole, openInApp, typeInto } from './helpers'

// Seed (mock-project/mock-vpc): allow-web (priority 100) lets TCP 80 and 443
// in to web-1 and web-2; the VPC's defaults at 65534 allow internal traffic,
// SSH and ICMP in; instances' primary interfaces are in mock-subnet.
const RULES = '/projects/mock-project/vpcs/mock-vpc/firewall-rules'

test('ask whether traffic gets through; the question goes in the URL and names the deciding rule', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, RULES)
  await page.getByRole('link', { name: 'Check traffic' }).click()
  const panel = page.getByRole('dialog', { name: 'Would this traffic get through?' })
  await typeInto(panel.getByRole('combobox', { name: 'From', exact: true }), '203.0.113.9')
  await typeInto(panel.getByRole('combobox', { name: 'To', exact: true }), 'web-1')
  await panel.getByRole('combobox', { name: 'Protocol' }).selectOption('tcp')
  await typeInto(panel.getByRole('textbox', { name: 'Port' }), '443')
  await panel.getByRole('button', { name: 'Check' }).click()
  await expect(page).toHaveURL(/firewall-rules-check\?protocol=tcp&port=443&from=203\.0\.113\.9&to=web-1$/)
  const answer = panel.getByRole('region', { name: 'Answer' })
  await expect(answer.getByRole('status')).toContainText('Allowed')
  await expect(answer).toContainText('priority 100')
  await expect(answer.getByRole('link', { name: 'allow-web' })).toHaveAttribute('href', `${RULES}/allow-web/edit`)

  // Another port: no rule matches, and inbound is denied by default.
  await typeInto(panel.getByRole('textbox', { name: 'Port' }), '5432')
  await panel.getByRole('button', { name: 'Check' }).click()
  await expect(answer.getByRole('status')).toContainText('Denied')
  await expect(answer).toContainText('inbound traffic is denied by default')
  // The semantics are stated on the panel.
  await expect(panel).toContainText('at the same priority a deny is applied before an allow')
})

test('a shared link answers at once: instance to instance, both firewalls, and the rule that matched but lost', async ({ page }) => {
  await openConsole(page, RULES)
  // A link opened in-app, as a shared one would be followed.
  await openInApp(page, `${RULES.replace(/-rules$/, '-rules-check')}?protocol=tcp&port=22&from=web-1&to=db1`)
  const panel = page.getByRole('dialog', { name: 'Would this traffic get through?' })
  await expect(panel.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('web-1')
  const answer = panel.getByRole('region', { name: 'Answer' })
  await expect(answer.getByRole('status')).toContainText('Allowed')
  await expect(answer).toContainText('Leaving web-1')
  await expect(answer).toContainText('outbound traffic is allowed by default')
  await expect(answer).toContainText('Reaching db1')
  await expect(answer.getByRole('link', { name: 'allow-internal-inbound' })).toBeVisible()
  await expect(answer).toContainText('Same priority and action as allow-internal-inbound')
  await panel.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(/\/firewall-rules$/)
})
