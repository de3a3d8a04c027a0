import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef, useSelector } from '@xstate/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, type SshKey } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { toInstanceCreate, type CreatedInstances, type InstanceCreateValues, type NewDisk } from '~/machines/compute/instance-create'
import { connectInstanceCreate, instanceCreateMachine, newDiskFormInput, newDiskFormMachine, type NewDiskValues } from '~/machines/compute/instance-create.machine'
import { sshKeyFormInput, sshKeyFormMachine, type SshKeyValues } from '~/machines/settings/ssh-keys'
import { InstanceCreatePage } from '~/views/compute/instances/create/InstanceCreatePage'
import { NewDiskModal, SshKeyModal } from '~/views/compute/instances/create/Modals'
import { useConnect } from '~/views/use-connect'
import { GiB, ids, makePickers } from '../../../../unit/machines/compute/instance-create.fixtures'

const pickers = makePickers()

function Harness({ submit, handlers = {} }: { submit: (v: InstanceCreateValues) => Promise<CreatedInstances>; handlers?: Partial<Record<'onCreateDisk' | 'onAttachDisk' | 'onAddSshKey' | 'onCancel', () => void>> }) {
  const actor = useActorRef(instanceCreateMachine, { input: { project: 'mock-project', pickers, submit } })
  const formActor = useSelector(actor, (s) => s.context.form)
  const form = useConnect(formActor, connectForm<InstanceCreateValues, CreatedInstances>)
  const page = connectInstanceCreate(form, useSelector(actor, (s) => s.context.pickers))
  return (
    <InstanceCreatePage
      page={page}
      onCancel={handlers.onCancel ?? vi.fn()}
      onCreateDisk={handlers.onCreateDisk ?? vi.fn()}
      onAttachDisk={handlers.onAttachDisk ?? vi.fn()}
      onAddSshKey={handlers.onAddSshKey ?? vi.fn()}
    />
  )
}

const region = (name: string) => screen.getByRole('region', { name })
const createButton = () => screen.getByRole('button', { name: 'Create instance' })

describe('InstanceCreatePage', () => {
  it('shows every section with the defaults', () => {
    render(<Harness submit={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'Create instance', level: 1 })).toBeTruthy()
    for (const name of ['Instance', 'Hardware', 'Boot disk', 'Additional disks', 'Authentication', 'Networking', 'Advanced']) {
      expect(region(name)).toBeTruthy()
    }
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toMatch(/^instance-[0-9a-f]{6}$/)
    expect((within(region('Hardware')).getByRole('radio', { name: '2 vCPUs, 8 GiB' }) as HTMLInputElement).checked).toBe(true)
    expect((within(region('Boot disk')).getByRole('combobox', { name: /^Image/ }) as HTMLSelectElement).value).toBe(ids.ubuntu)
    expect((within(region('Boot disk')).getByRole('spinbutton', { name: /^Disk size/ }) as HTMLInputElement).value).toBe('10')
    const auth = region('Authentication')
    expect(within(auth).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, true])
    const net = region('Networking')
    expect((within(net).getByRole('radio', { name: /^Default/ }) as HTMLInputElement).checked).toBe(true)
    expect((within(net).getByRole('combobox', { name: 'IP pool' }) as HTMLSelectElement).value).toBe('pool-main')
    // attached floating IPs are not offered
    expect(within(net).getByRole('checkbox', { name: 'float-free (10.0.0.5)' })).toBeTruthy()
    expect(within(net).queryByText(/float-used/)).toBeNull()
    expect((within(region('Advanced')).getByRole('checkbox', { name: 'Start on create' }) as HTMLInputElement).checked).toBe(true)
  })

  it('a boot disk smaller than the image says the minimum; custom vCPUs say the bound', async () => {
    const user = userEvent.setup()
    render(<Harness submit={vi.fn()} />)
    const size = within(region('Boot disk')).getByRole('spinbutton', { name: /^Disk size/ })
    await user.clear(size)
    await user.type(size, '2')
    await user.tab()
    expect(within(region('Boot disk')).getByText('Must be at least 3 GiB')).toBeTruthy()
    expect(size.getAttribute('aria-invalid')).toBe('true')
    await user.clear(size)
    await user.type(size, '2000')
    expect(within(region('Boot disk')).getByText('Must be 1023 GiB or less')).toBeTruthy()

    await user.click(within(region('Hardware')).getByRole('tab', { name: 'Custom' }))
    const cpus = within(region('Hardware')).getByRole('spinbutton', { name: /^vCPUs/ })
    expect((cpus as HTMLInputElement).value).toBe('2')
    await user.clear(cpus)
    await user.type(cpus, '65')
    await user.tab()
    expect(within(region('Hardware')).getByText('Must be 64 or less')).toBeTruthy()
  })

  it('picking a bigger image raises the disk size', async () => {
    const user = userEvent.setup()
    render(<Harness submit={vi.fn()} />)
    await user.selectOptions(within(region('Boot disk')).getByRole('combobox', { name: /^Image/ }), ids.windows)
    expect((within(region('Boot disk')).getByRole('spinbutton', { name: /^Disk size/ }) as HTMLInputElement).value).toBe('20')
  })

  it('a failed submit keeps every value and shows the server error at the top', async () => {
    const user = userEvent.setup()
    const submit = vi.fn().mockRejectedValue(new ApiError({ type: 'error', message: 'Instance name already exists' }))
    render(<Harness submit={submit} />)
    const name = screen.getByRole('textbox', { name: /^Name/ })
    await user.clear(name)
    await user.type(name, 'web-1')
    await user.click(within(region('Hardware')).getByRole('tab', { name: 'High memory' }))
    await user.click(within(region('Hardware')).getByRole('radio', { name: '4 vCPUs, 32 GiB' }))
    await user.click(within(region('Authentication')).getByRole('checkbox', { name: /^laptop/ }))
    await user.click(within(region('Networking')).getByRole('radio', { name: /^None/ }))
    await user.type(within(region('Advanced')).getByRole('textbox', { name: /^User data/ }), '#cloud-config')
    await user.click(createButton())

    expect((await screen.findByRole('alert')).textContent).toBe('Instance name already exists')
    expect(submit).toHaveBeenCalledTimes(1)
    const body = toInstanceCreate(submit.mock.calls[0][0])
    expect(body).toMatchObject({
      name: 'web-1',
      ncpus: 4,
      memory: 32 * GiB,
      sshPublicKeys: [ids.keyB],
      networkInterfaces: { type: 'none' },
      userData: btoa('#cloud-config'),
    })
    // nothing was lost
    expect((name as HTMLInputElement).value).toBe('web-1')
    expect((within(region('Hardware')).getByRole('radio', { name: '4 vCPUs, 32 GiB' }) as HTMLInputElement).checked).toBe(true)
    expect((within(region('Authentication')).getByRole('checkbox', { name: /^laptop/ }) as HTMLInputElement).checked).toBe(false)
    expect((within(region('Networking')).getByRole('radio', { name: /^None/ }) as HTMLInputElement).checked).toBe(true)
    expect((within(region('Advanced')).getByRole('textbox', { name: /^User data/ }) as HTMLTextAreaElement).value).toBe('#cloud-config')
    await waitFor(() => expect((createButton() as HTMLButtonElement).disabled).toBe(false))
  })

  it('an invalid form is not sent; the first bad field gets focus', async () => {
    const user = userEvent.setup()
    const submit = vi.fn()
    render(<Harness submit={submit} />)
    await user.clear(screen.getByRole('textbox', { name: /^Name/ }))
    await user.click(createButton())
    expect(submit).not.toHaveBeenCalled()
    expect(screen.getByText('Name is required')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Name/ })))
  })

  it('a refused submit says by the button how many fields need attention, and goes to each in turn', async () => {
    const user = userEvent.setup()
    const submit = vi.fn()
    render(<Harness submit={submit} />)
    const status = () => within(createButton().parentElement!).getByRole('status')
    expect(status().textContent).toBe('')
    await user.clear(screen.getByRole('textbox', { name: /^Name/ }))
    await user.click(within(region('Networking')).getByRole('radio', { name: /^Custom/ }))
    await user.type(within(region('Networking')).getByRole('textbox', { name: /^IP address/ }), 'nope')
    await user.click(createButton())
    expect(submit).not.toHaveBeenCalled()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Name/ })))
    expect(status().textContent).toBe('2 fields need attention')

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'web-1')
    expect(status().textContent).toBe('1 field needs attention')
    await user.click(createButton())
    // The next one, far down the page.
    const ip = within(region('Networking')).getByRole('textbox', { name: /^IP address/ })
    await waitFor(() => expect(document.activeElement).toBe(ip))
    expect(ip.getAttribute('aria-invalid')).toBe('true')
  })

  it('custom network interface asks for VPC and subnet; the subnet follows the VPC', async () => {
    const user = userEvent.setup()
    render(<Harness submit={vi.fn()} />)
    const net = region('Networking')
    await user.click(within(net).getByRole('radio', { name: /^Custom/ }))
    await user.selectOptions(within(net).getByRole('combobox', { name: /^VPC/ }), 'other-vpc')
    expect((within(net).getByRole('combobox', { name: /^Subnet/ }) as HTMLSelectElement).value).toBe('other-subnet')
    await user.type(within(net).getByRole('textbox', { name: /^IP address/ }), 'nope')
    await user.tab()
    expect(within(net).getByText('Not a valid IP address')).toBeTruthy()
  })

  it('disk and SSH key buttons open their modals', async () => {
    const user = userEvent.setup()
    const handlers = { onCreateDisk: vi.fn(), onAttachDisk: vi.fn(), onAddSshKey: vi.fn() }
    render(<Harness submit={vi.fn()} handlers={handlers} />)
    await user.click(screen.getByRole('button', { name: 'Create new disk' }))
    await user.click(screen.getByRole('button', { name: 'Attach existing disk' }))
    await user.click(screen.getByRole('button', { name: 'Add SSH key' }))
    expect([handlers.onCreateDisk, handlers.onAttachDisk, handlers.onAddSshKey].map((f) => f.mock.calls.length)).toEqual([1, 1, 1])
  })
})

describe('side modals', () => {
  function DiskHarness({ onDone }: { onDone: (v: unknown) => void }) {
    const actor = useActorRef(newDiskFormMachine, { input: newDiskFormInput({ ...makeValues(), bootDiskName: 'boot' }, pickers.disks) })
    const form = useConnect(actor, connectForm<NewDiskValues, NewDisk>)
    if (form.isSuccess) onDone(form.result)
    return <NewDiskModal form={form} onDismiss={vi.fn()} />
  }
  const makeValues = () => ({ disks: [], bootSource: 'siloImage' }) as unknown as InstanceCreateValues

  it('new disk: size bounds and name conflicts are shown; a good disk is returned', async () => {
    const user = userEvent.setup()
    const onDone = vi.fn()
    render(<DiskHarness onDone={onDone} />)
    const dialog = screen.getByRole('dialog', { name: 'Create new disk' })
    const name = within(dialog).getByRole('textbox', { name: /^Name/ })
    await user.clear(name)
    await user.type(name, 'data-1')
    const size = within(dialog).getByRole('spinbutton', { name: /^Size/ })
    await user.clear(size)
    await user.type(size, '0')
    await user.click(within(dialog).getByRole('button', { name: 'Add disk' }))
    expect(within(dialog).getByText('Disk name already exists')).toBeTruthy()
    expect(within(dialog).getByText('Must be at least 1 GiB')).toBeTruthy()
    await user.clear(name)
    await user.type(name, 'scratch')
    await user.clear(size)
    await user.type(size, '5')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Block size/ }), '512')
    await user.click(within(dialog).getByRole('button', { name: 'Add disk' }))
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ type: 'create', name: 'scratch', description: '', size: 5, blockSize: 512 }),
    )
  })

  it('SSH key: a failed save keeps the values and shows the error', async () => {
    const user = userEvent.setup()
    function KeyHarness() {
      const actor = useActorRef(sshKeyFormMachine, {
        input: sshKeyFormInput(() => Promise.reject(new ApiError({ type: 'error', message: 'SSH key name already exists' }))),
      })
      return <SshKeyModal form={useConnect(actor, connectForm<SshKeyValues, SshKey>)} onDismiss={vi.fn()} />
    }
    render(<KeyHarness />)
    const dialog = screen.getByRole('dialog', { name: 'Add SSH key' })
    await user.click(within(dialog).getByRole('button', { name: 'Add SSH key' }))
    expect(within(dialog).getByText('Public key is required')).toBeTruthy()
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'work')
    // A real key (ssh-keygen -t ed25519): the form checks its structure.
    const key = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJW4Udlqskx1wmccujI5Z0WpkfQpc5vndgwJ58J11RoA e2e@instance-create'
    await user.type(within(dialog).getByRole('textbox', { name: /^Public key/ }), key)
    await user.click(within(dialog).getByRole('button', { name: 'Add SSH key' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('SSH key name already exists')
    expect((within(dialog).getByRole('textbox', { name: /^Public key/ }) as HTMLTextAreaElement).value).toBe(key)
  })
})
