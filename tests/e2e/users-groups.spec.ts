import { expect, test } from './fixtures'
import { actAs, navTo, openConsole, typeInto } from './helpers'

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

test('the no-groups notice leads to the user’s own page, which says plainly why they have no access', async ({ page }) => {
  await openConsole(page)
  await actAs(page, 'edsger-dijkstra')
  await expect(page.getByRole('note')).toContainText('You are not in any groups and have no role on the silo.')
  await page.getByRole('link', { name: 'see the silo’s users, groups and roles' }).click()
  await expect(page).toHaveURL(/\/users-groups\/users$/)
  await page.getByRole('link', { name: 'Edsger Dijkstra' }).click()
  await expect(page.getByRole('heading', { name: 'Edsger Dijkstra' })).toBeVisible()
  // Edsger may not list the projects: his page says what it could not check.
  await expect(page.getByRole('note')).toContainText('This user is in no groups and has no role on the silo.')
  await expect(page.getByRole('note')).toContainText('Their roles on projects could not be checked')
  await expect(page.getByText('This user is in no groups', { exact: true })).toBeVisible()
  await expect(page.getByText('This user holds no role on the silo', { exact: true })).toBeVisible()
})
