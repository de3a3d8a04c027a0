import { expect, test } from './fixtures'
import { navTo, openConsole, typeInto } from './helpers'

// Seed (maze-war): web-devs is Alan Turing, Grace Hopper and Margaret Hamilton,
// and a silo viewer; Grace is also collaborator on other-project; Edsger
// Dijkstra is in no group and has no role. We are Ada Lovelace, silo admin.

test('users and groups: filter the users, open a group to its members, open a user to their groups and roles', async ({ page }) => {
  await openConsole(page)
  await navTo(page, 'Users & groups')
  await expect(page).toHaveURL(/\/users-groups\/users$/)
  const users = page.getByRole('table', { name: 'Users' })
  await expect(users.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible()
  // Users by name; the filter narrows them.
  await typeInto(page.getByRole('searchbox', { name: /Filter users/i }), 'hop')
  await expect(users.getByRole('link')).toHaveText(['Grace Hopper'])

  await page.getByRole('tab', { name: 'Groups' }).click()
  await expect(page).toHaveURL(/\/users-groups\/groups$/)
  await page.getByRole('table', { name: 'Groups' }).getByRole('link', { name: 'web-devs' }).click()
  await expect(page.getByRole('heading', { name: 'web-devs' })).toBeVisible()
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByRole('link')).toHaveText(['Alan Turing', 'Grace Hopper', 'Margaret Hamilton'])
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: 'Silo' }).first()).toContainText(/viewer\s*directly/)

  await members.getByRole('link', { name: 'Grace Hopper' }).click()
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Groups' }).getByRole('link')).toHaveText(['web-devs'])
  const roles = page.getByRole('table', { name: 'Roles' })
  await expect(roles.getByRole('row').filter({ hasText: 'Silo' }).first()).toContainText(/viewer\s*through group web-devs/)
  await expect(roles.getByRole('row').filter({ hasText: 'Every project' })).toContainText(/viewer\s*from the viewer role on the silo/)
  await expect(roles.getByRole('row').filter({ hasText: 'Project other-project' })).toContainText(/collaborator\s*directly/)
  await expect(page.getByRole('note')).toHaveCount(0)
})

test('a user with no groups and no roles is said to have no access, plainly', async ({ page }) => {
  await openConsole(page, '/users-groups/users')
  await page.getByRole('link', { name: 'Edsger Dijkstra' }).click()
  await expect(page.getByRole('heading', { name: 'Edsger Dijkstra' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('This user is in no groups and has no role on the silo or on any project')
  await expect(page.getByText('This user is in no groups', { exact: true })).toBeVisible()
  await expect(page.getByText('This user holds no role on the silo or on any project')).toBeVisible()
})
