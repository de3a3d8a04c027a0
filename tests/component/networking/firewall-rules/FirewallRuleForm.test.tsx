import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { describe, expect, it, vi } from 'vitest'
import type { VpcFirewallRuleUpdate } from '~/api'
import { newRuleFormInput, valuesToRuleUpdate, type FirewallRuleFormValues } from '~/machines/networking/firewall-rules'
import { connectForm } from '~/machines/shared/form.connect'
import { createFormMachine } from '~/machines/shared/form.machine'
import { FirewallRuleForm } from '~/views/networking/firewall-rules/FirewallRuleForm'
import { useConnect } from '~/views/use-connect'

const machine = createFormMachine<FirewallRuleFormValues, VpcFirewallRuleUpdate>()
const ref = { project: 'mock-project', vpc: 'mock-vpc' }

function Harness({ submit }: { submit: (v: FirewallRuleFormValues) => Promise<VpcFirewallRuleUpdate> }) {
  const actor = useActorRef(machine, { input: { ...newRuleFormInput(ref, []), submit } })
  const form = useConnect(actor, connectForm<FirewallRuleFormValues, VpcFirewallRuleUpdate>)
  return <FirewallRuleForm form={form} mode="new" params={ref} loaded={{ rules: [] }} suggestions={{}} onDismiss={() => {}} />
}

const modal = () => screen.getByRole('dialog', { name: 'Add firewall rule' })
const group = (name: string) => within(modal()).getByRole('group', { name })

function setup() {
  const submit = vi.fn((v: FirewallRuleFormValues) => Promise.resolve(valuesToRuleUpdate(v)))
  render(<Harness submit={submit} />)
  return { submit, user: userEvent.setup() }
}

describe('firewall rule form: the "add one more" fields', () => {
  it('an empty one is not part of the rule: Add on it does nothing, and the rule is still sent', async () => {
    const { submit, user } = setup()
    await user.type(within(modal()).getByRole('textbox', { name: /^Name/ }), 'allow-app')
    const ports = group('Ports')
    await user.type(within(ports).getByLabelText('Port range'), '8080-8090')
    await user.click(within(ports).getByRole('button', { name: 'Add port range' }))
    expect(within(ports).getByRole('table', { name: 'Ports' }).textContent).toContain('8080-8090')

    // Add with nothing typed, in every list: no message, nothing added.
    await user.click(within(ports).getByRole('button', { name: 'Add port range' }))
    await user.click(within(group('Targets')).getByRole('button', { name: 'Add target' }))
    await user.click(within(group('Host filters')).getByRole('button', { name: 'Add host filter' }))
    expect(modal().querySelector('[aria-invalid="true"]')).toBeNull()

    await user.click(within(modal()).getByRole('button', { name: 'Add rule' }))
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    expect(submit.mock.calls[0][0]).toMatchObject({ name: 'allow-app', ports: ['8080-8090'], hosts: [] })
  })

  it('a typed one never added blocks the rule with its message, and takes focus', async () => {
    const { submit, user } = setup()
    await user.type(within(modal()).getByRole('textbox', { name: /^Name/ }), 'allow-app')
    const field = within(group('Ports')).getByLabelText('Port range')
    await user.type(field, '8090-8080')
    await user.click(within(group('Ports')).getByRole('button', { name: 'Add port range' }))
    expect(within(group('Ports')).getByText('The end of the range must not be lower than the start')).toBeTruthy()

    await user.click(within(modal()).getByRole('button', { name: 'Add rule' }))
    expect(submit).not.toHaveBeenCalled()
    await waitFor(() => expect(document.activeElement).toBe(field))
    expect(within(modal()).getByRole('status').textContent).toBe('1 field needs attention')

    // Cleared, it is no longer part of the rule.
    await user.clear(field)
    expect(within(modal()).getByRole('status').textContent).toBe('')
    await user.click(within(modal()).getByRole('button', { name: 'Add rule' }))
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    expect(submit.mock.calls[0][0].ports).toEqual([])
  })
})
