import { expect, test } from './fixtures'
import { openConsole, typeInto } from './helpers'

const NEW = '/projects/mock-project/instances-new'

test('create an instance from a silo image with the defaults, and watch it start', { tag: '@firefox' }, async ({ page }) => {
  await openConsole(page, NEW)
  const form = page.getByRole('form', { name: 'Create instance' })
  const name = await form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()
  expect(name).toMatch(/^instance-[0-9a-f]{6}$/)
  await expect(form.getByRole('tab', { name: 'Silo images', selected: true })).toBeVisible()

  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByText(`Creating instance ${name}`)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/projects/mock-project/instances/${name}(/|$)`))
  // The instance page polls while the instance is transitional.
  await expect(page.getByText('running', { exact: true }).first()).toBeVisible({ timeout: 15_000 })
})

test('a name in use: the server says so at the top and nothing typed is lost', async ({ page }) => {
  await openConsole(page, NEW)
  const form = page.getByRole('form', { name: 'Create instance' })
  // db1 is one of the seeded instances of mock-project.
  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'db1')
  await form.getByRole('tab', { name: 'High memory' }).click()
  await form.getByRole('radio', { name: '4 vCPUs, 32 GiB' }).check()
  await typeInto(form.getByLabel(/^User data/), '#cloud-config')
  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /already exists/ })).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('db1')
  await expect(form.getByRole('radio', { name: '4 vCPUs, 32 GiB' })).toBeChecked()
  await expect(form.getByLabel(/^User data/)).toHaveValue('#cloud-config')
})

test('a boot disk smaller than its image says the minimum', async ({ page }) => {
  await openConsole(page, NEW)
  const form = page.getByRole('form', { name: 'Create instance' })
  await form.getByRole('combobox', { name: 'Image', exact: true }).selectOption({ label: 'windows-server-2022 — windows server 2022, 20 GiB' })
  const size = form.getByRole('spinbutton', { name: 'Disk size', exact: true })
  await expect(size).toHaveValue('20')
  await typeInto(size, '5')
  await size.blur()
  await expect(form.getByText('Must be at least 20 GiB')).toBeVisible()

  // Submitted, focus goes to the field, which shows above the sticky footer; the window itself never scrolls.
  const submit = form.getByRole('button', { name: 'Create instance' })
  await submit.click()
  await expect(size).toBeFocused()
  const message = form.getByText('Must be at least 20 GiB')
  await expect.poll(async () => (await message.boundingBox())!.y + 20 < (await submit.boundingBox())!.y - 16).toBe(true)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('a refused submit: focus goes to the first bad field, and the button says how many need attention', async ({ page }) => {
  await openConsole(page, NEW)
  const form = page.getByRole('form', { name: 'Create instance' })
  const name = form.getByRole('textbox', { name: 'Name', exact: true })
  await name.clear()
  await form.getByRole('radio', { name: /^Custom/ }).check()
  const ip = form.getByRole('textbox', { name: 'IP address', exact: true })
  await typeInto(ip, 'nope')

  const submit = form.getByRole('button', { name: 'Create instance' })
  const attention = form.getByRole('status').filter({ hasText: /need/ })
  await submit.click()
  // The name is at the top of the long page, far above the button: it is brought back into view.
  await expect(name).toBeFocused()
  await expect(name).toBeInViewport()
  await expect(attention).toHaveText('2 fields need attention')

  await typeInto(name, 'web-9')
  await expect(attention).toHaveText('1 field needs attention')
  await submit.click()
  await expect(ip).toBeFocused()
  await expect(ip).toBeInViewport()
  await expect(form.getByText('Not a valid IP address')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${NEW}$`))
})

test('leaving a changed form asks first', async ({ page }) => {
  await openConsole(page, NEW)
  const form = page.getByRole('form', { name: 'Create instance' })
  await typeInto(form.getByLabel('Description', { exact: true }), 'half done')

  await form.getByRole('button', { name: 'Cancel' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Leave this page?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${NEW}$`))
  await expect(form.getByLabel('Description', { exact: true })).toHaveValue('half done')

  await page.getByRole('link', { name: 'Instances', exact: true }).first().click()
  await confirm.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances$/)
})

test('every choice reaches the new instance: shape, image, disks, interface, floating IP', async ({ page }) => {
  await openConsole(page, NEW)
  const form = page.getByRole('form', { name: 'Create instance' })
  await typeInto(form.getByRole('textbox', { name: 'Name', exact: true }), 'e2e-full')
  await form.getByRole('tab', { name: 'Custom' }).click()
  await typeInto(form.getByRole('spinbutton', { name: 'vCPUs', exact: true }), '3')
  await typeInto(form.getByRole('spinbutton', { name: 'Memory', exact: true }), '6')

  await form.getByRole('tab', { name: 'Project images' }).click()
  await typeInto(form.getByRole('textbox', { name: 'Disk name', exact: true }), 'e2e-full-boot')

  await form.getByRole('button', { name: 'Create new disk' }).click()
  const newDisk = page.getByRole('dialog', { name: 'Create new disk' })
  await typeInto(newDisk.getByRole('textbox', { name: 'Name', exact: true }), 'e2e-scratch')
  await typeInto(newDisk.getByRole('spinbutton', { name: 'Size', exact: true }), '5')
  await newDisk.getByRole('button', { name: 'Add disk' }).click()
  await expect(newDisk).toBeHidden()
  await form.getByRole('button', { name: 'Attach existing disk' }).click()
  const attach = page.getByRole('dialog', { name: 'Attach existing disk' })
  await attach.getByRole('combobox', { name: 'Disk', exact: true }).selectOption('disk-3')
  await attach.getByRole('button', { name: 'Attach disk' }).click()
  const disks = form.getByRole('table', { name: 'Additional disks' })
  await expect(disks.getByRole('row')).toHaveCount(3)

  await form.getByRole('radio', { name: /^Custom/ }).check()
  await form.getByRole('checkbox', { name: /^cola-float/ }).check()
  await typeInto(form.getByLabel(/^User data/), '#cloud-config\n')
  await form.getByRole('checkbox', { name: 'Start on create' }).uncheck()

  await form.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/e2e-full\/storage$/)
  for (const disk of ['e2e-full-boot', 'e2e-scratch', 'disk-3']) await expect(page.getByText(disk, { exact: true })).toBeVisible()
})

test('an SSH key added on the form is saved to the profile and checked', async ({ page }) => {
  await openConsole(page, NEW)
  const form = page.getByRole('form', { name: 'Create instance' })
  await form.getByRole('button', { name: 'Add SSH key' }).click()
  const modal = page.getByRole('dialog', { name: 'Add SSH key' })
  await typeInto(modal.getByRole('textbox', { name: 'Name', exact: true }), 'e2e-key')
  await typeInto(modal.getByRole('textbox', { name: 'Public key', exact: true }), 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJW4Udlqskx1wmccujI5Z0WpkfQpc5vndgwJ58J11RoA e2e@instance-create')
  await modal.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText('SSH key e2e-key added')).toBeVisible()
  await expect(form.getByRole('checkbox', { name: /^e2e-key/ })).toBeChecked()
})
