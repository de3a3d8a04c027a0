import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ConfirmDialog, DocsTopicProvider, PageHeader } from '~/views/ui'

const topic = { title: 'Floating IPs', summary: 'A floating IP is an external address you keep.', href: 'https://docs.oxide.computer/guides/managing-floating-ips' }

describe('DocsPopover', () => {
  it('a page header offers its topic’s docs: opened from the keyboard, closed with Escape, focus back on the button', async () => {
    const user = userEvent.setup()
    render(
      <DocsTopicProvider value={topic}>
        <PageHeader title="Floating IPs" />
      </DocsTopicProvider>,
    )
    const button = screen.getByRole('button', { name: 'Docs: Floating IPs' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    button.focus()
    await user.keyboard('{Enter}')
    const popover = screen.getByRole('group', { name: 'Floating IPs documentation' })
    expect(popover.textContent).toContain('A floating IP is an external address you keep.')
    const link = screen.getByRole('link', { name: /Floating IPs guide/ })
    expect(link.getAttribute('href')).toBe(topic.href)
    expect(link.getAttribute('target')).toBe('_blank')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Floating IPs documentation' })).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('a page with no topic shows no docs button', () => {
    render(<PageHeader title="Sign in" />)
    expect(screen.queryByRole('button', { name: /^Docs/ })).toBeNull()
  })
})

describe('ConfirmDialog with dependents', () => {
  it('counts and names each kind, and a refusal disables the confirm button with its reason', () => {
    render(
      <ConfirmDialog
        open
        title="Delete project"
        message="Project p cannot be deleted yet."
        confirmLabel="Delete"
        danger
        dependents={[{ noun: 'instance', relation: 'in it', items: [{ name: 'db1', to: '/i/db1' }, { name: 'web-1' }], more: true }]}
        refusal="Nexus refuses to delete a project that still holds anything"
        renderLink={(to, children) => <a href={to}>{children}</a>}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    )
    const group = screen.getByRole('region', { name: '2 or more instances' })
    expect(group.textContent).toContain('in it')
    expect(screen.getByRole('link', { name: 'db1' }).getAttribute('href')).toBe('/i/db1')
    expect((screen.getByRole('button', { name: /^Delete/ }) as HTMLButtonElement).disabled).toBe(true)
  })
})
