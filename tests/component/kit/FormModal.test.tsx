import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '~/api'
import { connectForm, field } from '~/machines/shared/form.connect'
import { createFormMachine, type FieldErrors } from '~/machines/shared/form.machine'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { Checkbox, NumberField, RadioGroup, Select, TextField } from '~/views/ui'
import { useConnect } from '~/views/use-connect'

type Values = {
  name: string
  description: string
  size: number | undefined
  blockSize: 512 | 4096
  policy: 'allow' | 'fail' | ''
  start: boolean
  os: string
}

const machine = createFormMachine<Values, Values>()

const initialValues: Values = { name: '', description: '', size: 10, blockSize: 4096, policy: '', start: false, os: 'debian' }

const validate = (v: Values): FieldErrors<Values> => ({
  name: v.name ? undefined : 'Name is required',
  size: v.size !== undefined && v.size >= 1 ? undefined : 'Must be at least 1 GiB',
  policy: v.policy ? undefined : 'Policy is required',
})

/** Every ui control, bound with `field(form, name)` only, in one side modal. */
function Harness({ submit, start }: { submit: (v: Values) => Promise<Values>; start?: Partial<Values> }) {
  const actor = useActorRef(machine, { input: { initialValues: { ...initialValues, ...start }, validate, submit } })
  const form = useConnect(actor, connectForm<Values, Values>)
  return (
    <FormModal form={form} title="Create thing" submitLabel="Create thing" onDismiss={() => {}}>
      <NameDescriptionFields form={form} />
      <NumberField label="Size" unit="GiB" {...field(form, 'size')} />
      <Select
        label="Block size"
        options={[
          { value: 512, label: '512 bytes' },
          { value: 4096, label: '4096 bytes' },
        ]}
        {...field(form, 'blockSize')}
      />
      <RadioGroup
        label="Policy"
        required
        options={[
          { value: 'allow', label: 'Allow' },
          { value: 'fail', label: 'Fail' },
        ]}
        {...field(form, 'policy')}
      />
      <Checkbox label="Start now" {...field(form, 'start')} />
      <TextField label="OS" {...field(form, 'os')} />
    </FormModal>
  )
}

const dialog = () => screen.getByRole('dialog', { name: 'Create thing' })
const submitButton = () => within(dialog()).getByRole('button', { name: 'Create thing' })
const attention = () => within(dialog()).getByRole('status')

let scrolled: Element[] = []
beforeEach(() => {
  scrolled = []
  // jsdom lays nothing out and has no scrollIntoView: record what was brought into view.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this)
  }
})
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView
})

describe('field(form, name)', () => {
  it('binds each control to its field: name, value, change, and its message once left', async () => {
    const user = userEvent.setup()
    const submit = vi.fn((v: Values) => Promise.resolve(v))
    render(<Harness submit={submit} />)
    const name = within(dialog()).getByRole('textbox', { name: /^Name/ })
    const size = within(dialog()).getByRole('spinbutton', { name: /^Size/ })
    const blockSize = within(dialog()).getByRole('combobox', { name: 'Block size' })
    expect([name, size, blockSize].map((el) => el.getAttribute('name'))).toEqual(['name', 'size', 'blockSize'])
    expect((size as HTMLInputElement).value).toBe('10')
    expect((blockSize as HTMLSelectElement).value).toBe('4096')

    // A message waits until the field is left.
    await user.clear(size)
    expect(within(dialog()).queryByText('Must be at least 1 GiB')).toBeNull()
    await user.tab()
    expect(within(dialog()).getByText('Must be at least 1 GiB')).toBeTruthy()
    expect(size.getAttribute('aria-invalid')).toBe('true')

    await user.type(name, 'web')
    await user.type(within(dialog()).getByRole('textbox', { name: 'Description' }), 'the web tier')
    await user.type(size, '20')
    await user.selectOptions(blockSize, '512 bytes')
    await user.click(within(dialog()).getByRole('radio', { name: 'Fail' }))
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Start now' }))
    await user.clear(within(dialog()).getByRole('textbox', { name: 'OS' }))
    await user.type(within(dialog()).getByRole('textbox', { name: 'OS' }), 'ubuntu')
    await user.click(submitButton())
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    // The select hands back the option's own value: a number, not its text.
    expect(submit.mock.calls[0][0]).toEqual({
      name: 'web',
      description: 'the web tier',
      size: 20,
      blockSize: 512,
      policy: 'fail',
      start: true,
      os: 'ubuntu',
    })
  })
})

describe('a submit refused by validation', () => {
  it('focuses the first invalid field, brings it into view, and says how many fields need attention', async () => {
    const user = userEvent.setup()
    const submit = vi.fn((v: Values) => Promise.resolve(v))
    render(<Harness submit={submit} start={{ size: 0 }} />)
    expect(attention().textContent).toBe('')

    await user.click(submitButton())
    expect(submit).not.toHaveBeenCalled()
    const name = within(dialog()).getByRole('textbox', { name: /^Name/ })
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(scrolled).toEqual([name])
    expect(attention().textContent).toBe('3 fields need attention')
    expect(attention().getAttribute('aria-live')).toBe('polite')

    // Fixing fields updates the count, and typing never moves focus.
    await user.type(name, 'web')
    expect(attention().textContent).toBe('2 fields need attention')
    expect(document.activeElement).toBe(name)
    await user.click(within(dialog()).getByRole('radio', { name: 'Allow' }))
    expect(attention().textContent).toBe('1 field needs attention')

    // The next refused submit goes to what is left.
    await user.click(submitButton())
    const size = within(dialog()).getByRole('spinbutton', { name: /^Size/ })
    await waitFor(() => expect(document.activeElement).toBe(size))
    expect(scrolled).toEqual([name, size])

    await user.clear(size)
    await user.type(size, '5')
    expect(attention().textContent).toBe('')
    await user.click(submitButton())
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
  })

  it('a radio group that needs attention gets focus on its radio', async () => {
    const user = userEvent.setup()
    render(<Harness submit={(v) => Promise.resolve(v)} start={{ name: 'web' }} />)
    await user.click(submitButton())
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByRole('radio', { name: 'Allow' })))
    expect(attention().textContent).toBe('1 field needs attention')
  })
})

describe('the API request panel', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is closed at first; opened, it says what is missing, then follows the form with the body it would send, sending nothing', async () => {
    const user = userEvent.setup()
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const submit = (v: Values) =>
      api.post('/v1/disks', { query: { project: 'p1' }, body: { name: v.name, description: v.description, size: v.size ?? 0, diskSource: { type: 'blank', blockSize: v.blockSize } } }).then(() => v)
    // Only the name and policy are needed: typing them makes the form complete.
    function RequestHarness() {
      const actor = useActorRef(machine, { input: { initialValues, validate, submit: submit as (v: Values) => Promise<Values> } })
      const form = useConnect(actor, connectForm<Values, Values>)
      return (
        <FormModal form={form} title="Create thing" submitLabel="Create thing" onDismiss={() => {}}>
          <NameDescriptionFields form={form} />
          <Checkbox label="Start now" {...field(form, 'start')} />
        </FormModal>
      )
    }
    render(<RequestHarness />)
    const summary = within(dialog()).getByText('API request')
    expect(within(dialog()).queryByText(/Still to fix/)).toBeNull()

    // (The browser's keyboard opening of a disclosure is the e2e test's: jsdom has none.)
    await user.click(summary)
    expect(await within(dialog()).findByText(/Still to fix/)).toBeTruthy()
    expect(within(dialog()).getByText('Name is required')).toBeTruthy()

    await user.type(within(dialog()).getByRole('textbox', { name: /^Name/ }), 'disk-1')
    // Policy has no control here: still one thing to fix.
    expect(await within(dialog()).findByText('Policy is required')).toBeTruthy()
    expect(within(dialog()).queryByText('Name is required')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('the API request panel of a complete form', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the HTTP request and the CLI command, each with a copy button, and submitting still sends once', async () => {
    const user = userEvent.setup()
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'd' }), { status: 201, headers: { 'content-type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    const submit = (v: Values) =>
      api.post('/v1/disks', { query: { project: 'p1' }, body: { name: v.name, description: v.description, size: v.size ?? 0, diskSource: { type: 'blank', blockSize: v.blockSize } } }).then(() => v)
    function RequestHarness() {
      const actor = useActorRef(machine, { input: { initialValues: { ...initialValues, policy: 'allow' }, validate, submit } })
      const form = useConnect(actor, connectForm<Values, Values>)
      return (
        <FormModal form={form} title="Create thing" submitLabel="Create thing" onDismiss={() => {}}>
          <NameDescriptionFields form={form} />
        </FormModal>
      )
    }
    render(<RequestHarness />)
    await user.type(within(dialog()).getByRole('textbox', { name: /^Name/ }), 'disk-1')
    await user.click(within(dialog()).getByText('API request'))
    const http = await within(dialog()).findByText(/^POST \/v1\/disks\?project=p1/)
    expect(http.textContent).toBe(
      'POST /v1/disks?project=p1\n\n{\n  "name": "disk-1",\n  "description": "",\n  "size": 10,\n  "disk_source": {\n    "type": "blank",\n    "block_size": 4096\n  }\n}',
    )
    expect(within(dialog()).getByText(/^oxide api '\/v1\/disks\?project=p1' --method POST --input - <<'EOF'/)).toBeTruthy()
    expect(within(dialog()).getByRole('button', { name: 'Copy HTTP request' })).toBeTruthy()
    expect(within(dialog()).getByRole('button', { name: 'Copy CLI command' })).toBeTruthy()

    // It follows the form.
    await user.type(within(dialog()).getByRole('textbox', { name: 'Description' }), 'x')
    await waitFor(() => expect(http.textContent).toContain('"description": "x"'))
    expect(fetch).not.toHaveBeenCalled()

    await user.click(submitButton())
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
  })
})
