import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, type Disk, type Image, type Snapshot } from '~/api'
import { diskFormDefaults, diskFormMachine, diskFormValidator, type DiskFormPickers } from '~/machines/storage/disks'
import { connectForm } from '~/machines/shared/form.connect'
import type { Section } from '~/machines/shared/section'
import { DiskForm } from '~/views/storage/disks/DiskForm'
import { useConnect } from '~/views/use-connect'
import { makeDisk, T0 } from '../../../unit/machines/storage/disk.fixture'

const GiB = 1024 ** 3
const pickers: DiskFormPickers = {
  snapshots: [
    { id: 's-ready', name: 'nightly', description: '', projectId: 'p', diskId: 'd', size: 20 * GiB, state: 'ready', timeCreated: T0, timeModified: T0 },
    { id: 's-new', name: 'pending', description: '', projectId: 'p', diskId: 'd', size: 2 * GiB, state: 'creating', timeCreated: T0, timeModified: T0 },
  ] satisfies Snapshot[],
  projectImages: [],
  siloImages: [
    { id: 'i-win', name: 'windows', description: '', os: 'windows', version: '2022', size: 40 * GiB, blockSize: 512, timeCreated: T0, timeModified: T0 },
  ] satisfies Image[],
}

function Harness({ submit, section = { status: 'ready', data: pickers } }: { submit: (v: unknown) => Promise<Disk>; section?: Section<DiskFormPickers> }) {
  const held = section.status === 'ready' ? section.data : { snapshots: [], projectImages: [], siloImages: [] }
  const actor = useActorRef(diskFormMachine, {
    input: { initialValues: diskFormDefaults(), validate: (v) => diskFormValidator(held)(v), submit },
  })
  return <DiskForm form={useConnect(actor, connectForm)} pickers={section} onDismiss={() => {}} />
}

describe('create disk form', () => {
  it('a blank disk: generated name, block size, 1–1023 GiB', async () => {
    const submit = vi.fn(() => Promise.resolve(makeDisk()))
    render(<Harness submit={submit} />)
    const user = userEvent.setup()
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toMatch(/^disk-[0-9a-f]{6}$/)
    expect((screen.getByRole('radio', { name: 'Blank' }) as HTMLInputElement).checked).toBe(true)
    await user.selectOptions(screen.getByLabelText(/^Block size/), '512')
    const size = screen.getByRole('spinbutton', { name: /^Size/, description: '1–1023 GiB' })
    await user.clear(size)
    await user.type(size, '2000')
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    expect(await screen.findByText('Must be 1023 GiB or less')).toBeTruthy()
    expect(submit).not.toHaveBeenCalled()
    await user.clear(size)
    await user.type(size, '5')
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    expect(submit.mock.calls[0]).toEqual([expect.objectContaining({ source: 'blank', size: 5, blockSize: 512 })])
  })

  it('from an image: the size follows the image up and says the minimum', async () => {
    render(<Harness submit={vi.fn(() => Promise.resolve(makeDisk()))} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: 'Image' }))
    expect(screen.queryByLabelText(/^Block size/)).toBeNull()
    const image = screen.getByRole('combobox', { name: /^Image/ }) as HTMLSelectElement
    expect(image.value).toBe('i-win')
    expect(screen.getByRole('option', { name: 'windows (silo image, 40 GiB)' })).toBeTruthy()
    const size = screen.getByRole('spinbutton', {
      name: /^Size/,
      description: '40–1023 GiB; at least the image’s size, 40 GiB',
    }) as HTMLInputElement
    expect(size.value).toBe('40')
    await user.clear(size)
    await user.type(size, '39')
    await user.tab()
    expect(await screen.findByText('Must be at least 40 GiB')).toBeTruthy()
  })

  it('from a snapshot: only ready ones can be picked; a server error keeps every value', async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError({ type: 'error', message: 'Disk name already exists', statusCode: 400 })))
    render(<Harness submit={submit} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: 'Snapshot' }))
    expect((screen.getByRole('option', { name: 'pending (2 GiB, creating)' }) as HTMLOptionElement).disabled).toBe(true)
    expect((screen.getByRole('combobox', { name: /^Snapshot/ }) as HTMLSelectElement).value).toBe('s-ready')
    expect((screen.getByLabelText(/^Size/) as HTMLInputElement).value).toBe('20')
    await user.clear(screen.getByLabelText(/^Name/))
    await user.type(screen.getByLabelText(/^Name/), 'copy')
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    expect(await screen.findByText('Disk name already exists')).toBeTruthy()
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('copy')
    expect((screen.getByRole('radio', { name: 'Snapshot' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText(/^Size/) as HTMLInputElement).value).toBe('20')
  })

  it('while the pickers are read, the form works: a blank disk is made; the picker says it is reading in its place', async () => {
    const submit = vi.fn(() => Promise.resolve(makeDisk()))
    render(<Harness submit={submit} section={{ status: 'pending' }} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: 'Image' }))
    const image = screen.getByRole('group', { name: /^Image/ })
    expect(image.textContent).toContain('Reading the project and silo images…')
    await user.click(screen.getByRole('radio', { name: 'Blank' }))
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
  })

  it('when the pickers could not be read, the picker says so with Retry; the required field says it is missing', async () => {
    const retry = vi.fn()
    const submit = vi.fn(() => Promise.resolve(makeDisk()))
    render(<Harness submit={submit} section={{ status: 'failed', message: 'Service Unavailable', retry }} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: 'Snapshot' }))
    const snapshot = screen.getByRole('group', { name: /^Snapshot/ })
    expect(screen.getByRole('alert').textContent).toContain('Could not read the project’s snapshots: Service Unavailable')
    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    expect(snapshot.textContent).toContain('Snapshot is required')
    expect(submit).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
