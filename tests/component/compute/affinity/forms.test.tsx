import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '~/api'
import {
  addMemberFormInput,
  addMemberFormMachine,
  groupFormInput,
  groupFormMachine,
  memberCandidates,
  type AntiAffinityGroup,
  type MemberCandidate,
} from '~/machines/compute/affinity'
import { connectForm } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import { AddMemberForm, GroupForm } from '~/views/compute/affinity/Forms'
import { useConnect } from '~/views/use-connect'

afterEach(() => vi.restoreAllMocks())

/** The candidates' list as the modal's list machine shows it: loading until they are given. */
const choicesOf = (candidates?: MemberCandidate[], more = false): ListProps<MemberCandidate> => ({
  rows: candidates ?? [],
  isLoading: !candidates,
  isFetching: false,
  isRefreshing: false,
  pageIndex: 0,
  offset: 0,
  pageSize: 100,
  canPrev: false,
  canNext: more,
  next: () => {},
  prev: () => {},
  setPageSize: () => {},
  refresh: () => {},
  rangeLabel: '',
})

function AddHarness({ candidates, more }: { candidates?: MemberCandidate[]; more?: boolean }) {
  const actor = useActorRef(addMemberFormMachine, { input: addMemberFormInput('anti-affinity', 'mock-project', 'apart') })
  const form = useConnect(actor, connectForm)
  return <AddMemberForm group="apart" form={form} choices={choicesOf(candidates, more)} onDismiss={() => {}} />
}

const candidates = memberCandidates(
  [
    { id: 'i-1', name: 'db1', runState: 'running' },
    { id: 'i-2', name: 'legacy-app', runState: 'stopped' },
  ],
  [],
)

describe('add instance form', () => {
  it('waits for the instances before it can be sent', () => {
    render(<AddHarness />)
    expect(screen.getByRole('option', { name: 'Loading instances…' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: /Instance/ })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Add to group' })).toHaveProperty('disabled', true)
  })

  it('offers a running instance disabled with its reason, and adds a stopped one', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ type: 'instance', value: { id: 'i-2', name: 'legacy-app', runState: 'stopped' } } as never)
    render(<AddHarness candidates={candidates} />)
    const running = screen.getByRole('option', { name: 'db1 (running): Only available when the instance is stopped' })
    expect(running).toHaveProperty('disabled', true)
    expect(screen.getByRole('option', { name: 'legacy-app (stopped)' })).toHaveProperty('disabled', false)
    const user = userEvent.setup()
    await user.selectOptions(screen.getByRole('combobox', { name: /Instance/ }), 'legacy-app')
    await user.click(screen.getByRole('button', { name: 'Add to group' }))
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1))
    expect(post.mock.calls[0][1]).toMatchObject({ path: { anti_affinity_group: 'apart', instance: 'legacy-app' } })
  })

  it('takes any typed name when the project has more instances than were read, suggesting the stopped ones', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ type: 'instance', value: { id: 'i-9', name: 'far-away', runState: 'stopped' } } as never)
    render(<AddHarness candidates={candidates} more />)
    const field = screen.getByRole('combobox', { name: /Instance/ })
    expect(field.tagName).toBe('INPUT')
    expect(screen.getByText(/the first 100 are suggested/)).toBeTruthy()
    // A running instance cannot join: only the stopped one is suggested.
    expect([...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual(['legacy-app'])
    const user = userEvent.setup()
    await user.type(field, 'far-away')
    await user.click(screen.getByRole('button', { name: 'Add to group' }))
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1))
    expect(post.mock.calls[0][1]).toMatchObject({ path: { anti_affinity_group: 'apart', instance: 'far-away' } })
  })

  it('says when there is no instance left to add', () => {
    render(<AddHarness candidates={[]} />)
    expect(screen.getByRole('option', { name: 'No instances to add' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add to group' })).toHaveProperty('disabled', true)
  })
})

const group: AntiAffinityGroup = {
  id: '0b6a3f3e-4d57-4a0e-9c4d-2b7f3e2f8a11',
  projectId: '9f1c5c0e-35a4-4c3a-a53e-2bba3b0b7c44',
  name: 'apart',
  description: '',
  policy: 'fail',
  failureDomain: 'sled',
  timeCreated: new Date('2025-01-01T00:00:00Z'),
  timeModified: new Date('2025-01-01T00:00:00Z'),
}

function GroupHarness({ edit }: { edit?: boolean }) {
  const actor = useActorRef(groupFormMachine, {
    input: groupFormInput('mock-project', edit ? { kind: 'anti-affinity', group } : undefined),
  })
  const form = useConnect(actor, connectForm)
  return (
    <GroupForm mode={edit ? 'edit' : 'create'} form={form} onDismiss={() => {}} params={{}} loaded={undefined} />
  )
}

describe('group form', () => {
  it('create: the kind is a choice, and the title and help follow it', async () => {
    render(<GroupHarness />)
    expect(screen.getByRole('dialog', { name: 'Create anti-affinity group' })).toBeTruthy()
    const affinity = screen.getByRole('radio', { name: 'Affinity' })
    await userEvent.setup().click(affinity)
    expect(screen.getByRole('dialog', { name: 'Create affinity group' })).toBeTruthy()
    expect(screen.getByText('Members are together if they are on the same sled.')).toBeTruthy()
  })

  it('edit: the kind is not offered', () => {
    render(<GroupHarness edit />)
    expect(screen.getByRole('dialog', { name: 'Edit anti-affinity group' })).toBeTruthy()
    expect(screen.queryByRole('radio', { name: 'Affinity' })).toBeNull()
  })

  it('create: the policy is a choice, explained', async () => {
    render(<GroupHarness />)
    const allow = screen.getByRole('radio', { name: 'Allow' })
    const fail = screen.getByRole('radio', { name: 'Fail' })
    expect(allow).toHaveProperty('checked', true)
    expect(fail.getAttribute('aria-describedby')).toBeTruthy()
    await userEvent.setup().click(fail)
    expect(fail).toHaveProperty('checked', true)
  })

  it('edit: the policy shows but cannot change', () => {
    render(<GroupHarness edit />)
    expect(screen.getByRole('radio', { name: 'Fail' })).toHaveProperty('checked', true)
    expect(screen.getByRole('radio', { name: 'Fail' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('radio', { name: 'Allow' })).toHaveProperty('disabled', true)
    expect(screen.getByText('The policy is set when the group is created and cannot be changed.')).toBeTruthy()
  })
})
