// Disk create when a source list was cut at its first page: another snapshot
// or image is looked up by its exact name, joins the choices and is chosen.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, queryClient, type Image, type Snapshot } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { diskFormInput, diskFormMachine, diskPickersSection, type DiskFormPickers } from '~/machines/storage/disks'
import { DiskFormPage } from '~/routes/storage/disks.pages'
import { useConnect } from '~/views/use-connect'

const GiB = 1024 ** 3
const T0 = new Date('2026-01-01T00:00:00Z')

const snapshot = (name: string, gib: number, state: Snapshot['state'] = 'ready'): Snapshot => ({
  id: `s-${name}`,
  name,
  description: '',
  projectId: 'p',
  diskId: 'd',
  size: gib * GiB,
  state,
  timeCreated: T0,
  timeModified: T0,
})
const image = (name: string, gib: number, projectId: string | null): Image => ({
  id: `i-${name}`,
  name,
  description: '',
  os: 'debian',
  version: '13',
  projectId,
  size: gib * GiB,
  blockSize: 512,
  timeCreated: T0,
  timeModified: T0,
})

// The first pages: each list cut, as in a project with more than 100 of each.
const pickers: DiskFormPickers = {
  snapshots: [snapshot('first', 2)],
  projectImages: [image('p-first', 1, 'p')],
  siloImages: [image('s-first', 1, null)],
  more: { snapshots: true, projectImages: true, siloImages: true },
}

function Harness() {
  const actor = useActorRef(diskFormMachine, { input: diskFormInput('mock-project') })
  const form = useConnect(actor, connectForm)
  return <DiskFormPage form={form} loaded={undefined} params={{ project: 'mock-project' }} onDismiss={() => {}} />
}

// The pickers' lists, as the form's route started them: in the cache.
beforeEach(() => {
  queryClient.setQueryData(diskPickersSection('mock-project').key, pickers)
})

const notFound = () => new ApiError({ type: 'error', message: 'not found', statusCode: 404 })

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('disk create: a source past the first page, found by name', () => {
  it('a snapshot found by name is chosen, the size raised to hold it, and sent by id', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation((async (path: string, args: { path: Record<string, string> }) => {
      if (path === '/v1/snapshots/{snapshot}' && args.path.snapshot === 'far-snap') return snapshot('far-snap', 30)
      throw notFound()
    }) as never)
    const post = vi.spyOn(api, 'post').mockResolvedValue({ id: 'd-new', name: 'x' } as never)
    render(<Harness />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: /Snapshot/ }))
    expect(screen.getByText('To use a snapshot not listed, enter its exact name.')).toBeTruthy()

    const find = screen.getByRole('textbox', { name: 'Find a snapshot by name' })
    await user.type(find, 'no-such')
    await user.click(screen.getByRole('button', { name: 'Find' }))
    expect(await screen.findByText('No snapshot named no-such in this project')).toBeTruthy()

    await user.clear(find)
    await user.type(find, 'far-snap{Enter}')
    const select = screen.getByRole('combobox', { name: /^Snapshot/ })
    await waitFor(() => expect(select).toHaveProperty('value', 's-far-snap'))
    expect(screen.getByRole('option', { name: 'far-snap (30 GiB)' })).toBeTruthy()
    expect(screen.getByRole('spinbutton', { name: /Size/ })).toHaveProperty('value', '30')
    expect(get).toHaveBeenCalledWith('/v1/snapshots/{snapshot}', { path: { snapshot: 'far-snap' }, query: { project: 'mock-project' } })

    await user.click(screen.getByRole('button', { name: 'Create disk' }))
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1))
    expect(post.mock.calls[0][1]).toMatchObject({ body: { size: 30 * GiB, diskSource: { type: 'snapshot', snapshotId: 's-far-snap' } } })
  })

  it('an image is looked for in the project, then in the silo', async () => {
    vi.spyOn(api, 'get').mockImplementation((async (_path: string, args: { path: Record<string, string>; query?: object }) => {
      if (args.path.image === 'golden' && !args.query?.['project' as never]) return image('golden', 8, null)
      throw notFound()
    }) as never)
    render(<Harness />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: /Image/ }))
    await user.type(screen.getByRole('textbox', { name: 'Find an image by name' }), 'golden{Enter}')
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Image/ })).toHaveProperty('value', 'i-golden'))
    expect(screen.getByRole('option', { name: 'golden (silo image, 8 GiB)' })).toBeTruthy()

    await user.type(screen.getByRole('textbox', { name: 'Find an image by name' }), '{Control>}a{/Control}nowhere{Enter}')
    expect(await screen.findByText('No image named nowhere in this project or silo')).toBeTruthy()
    // The chosen image stays.
    expect(screen.getByRole('combobox', { name: /^Image/ })).toHaveProperty('value', 'i-golden')
  })
})
