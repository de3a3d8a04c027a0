import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '~/api'
import { floatingIpCreateFormInput } from '~/machines/networking/floating-ips'
import { projectFormInput } from '~/machines/projects/projects'
import { connectForm } from '~/machines/shared/form.connect'
import { createFormMachine, type FieldErrors, type FormInput } from '~/machines/shared/form.machine'
import { certificateFormInput } from '~/machines/silo/certificates'
import { deferred } from './deferred'

type Values = { name: string; size: number; tags: string[] }
type Saved = { id: string; name: string }

const formMachine = createFormMachine<Values, Saved>()

const validate = (v: Values): FieldErrors<Values> => ({
  name: v.name === '' ? 'Name is required' : undefined,
  ...(v.size < 1 ? { size: 'Must be at least 1 GiB' } : {}),
})

function start(submit: (values: Values) => Promise<Saved>, initialValues: Values = { name: '', size: 10, tags: [] }) {
  const submitted: Values[] = []
  const actor = createActor(formMachine, {
    input: {
      initialValues,
      validate,
      submit: (values) => {
        submitted.push(values)
        return submit(values)
      },
    },
  }).start()
  return { actor, submitted, props: () => connectForm(actor.getSnapshot(), actor.send) }
}

describe('form machine', () => {
  it('defaults that arrive after it opened fill the fields the user left, and are not unsaved input', () => {
    const { props } = start(async () => ({ id: '1', name: 'x' }))
    props().change('size', 20)
    props().defaults({ name: 'default-name', size: 5, tags: ['a'] })
    // The size was the user's: it stays (and stays unsaved input); the others take the defaults.
    expect(props().values).toEqual({ name: 'default-name', size: 20, tags: ['a'] })
    expect(props().errors).toEqual({})
    props().change('size', 5)
    expect(props().isDirty).toBe(false)
  })

  it("hides a field's message until the field is left", () => {
    const { props } = start(async () => ({ id: '1', name: 'x' }))
    expect(props().errors).toEqual({})
    props().change('size', 0)
    expect(props().errors).toEqual({})
    props().blur('size')
    expect(props().errors).toEqual({ size: 'Must be at least 1 GiB' })
    props().change('size', 5)
    expect(props().errors).toEqual({})
  })

  it('a submit with invalid fields stays put and shows every message', () => {
    const { actor, props, submitted } = start(async () => ({ id: '1', name: 'x' }))
    props().change('size', 0)
    props().submit()
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(submitted).toEqual([])
    expect(props().errors).toEqual({ name: 'Name is required', size: 'Must be at least 1 GiB' })
    expect(actor.getSnapshot().context.submitCount).toBe(1)
    expect(actor.getSnapshot().context.touched).toEqual({ name: true, size: true, tags: true })
    // Fixing a field clears its message at once.
    props().change('name', 'disk-1')
    expect(props().errors).toEqual({ size: 'Must be at least 1 GiB' })
  })

  it('submits the values and ends with what the call returned', async () => {
    const call = deferred<Saved>()
    const { actor, props, submitted } = start(() => call.promise)
    props().change('name', 'disk-1')
    props().change('tags', ['a'])
    props().submit()
    expect(props()).toMatchObject({ isSubmitting: true, canSubmit: false })
    props().change('name', 'too-late')
    props().submit()
    expect(submitted).toEqual([{ name: 'disk-1', size: 10, tags: ['a'] }])

    call.resolve({ id: 'd1', name: 'disk-1' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output).toEqual({ id: 'd1', name: 'disk-1' })
    expect(props()).toMatchObject({ isSuccess: true, result: { id: 'd1', name: 'disk-1' }, isSubmitting: false })
  })

  it("keeps every value and shows the server's message when the call fails", async () => {
    const calls = [deferred<Saved>(), deferred<Saved>()]
    const pending = [...calls]
    const { actor, props } = start(() => pending.shift()!.promise)
    props().change('name', 'web')
    props().submit()
    calls[0].reject(new ApiError({ type: 'error', message: 'Project name already exists', statusCode: 400 }))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(props()).toMatchObject({
      values: { name: 'web', size: 10, tags: [] },
      formErrors: ['Project name already exists'],
      errors: {},
      canSubmit: true,
      isSubmitting: false,
    })

    props().change('name', 'web-2')
    props().submit()
    expect(props().formErrors).toEqual([])
    calls[1].resolve({ id: 'p2', name: 'web-2' })
    await waitFor(actor, (s) => s.status === 'done')
  })

  it('a refused submit names the fields that need attention, and the count follows the fixes', async () => {
    const call = deferred<Saved>()
    const { props } = start(() => call.promise)
    props().change('size', 0)
    expect(props().attention).toEqual({ count: 0, fields: [], attempt: 0 })
    props().submit()
    expect(props().attention).toEqual({ count: 2, fields: ['name', 'size'], attempt: 1 })
    props().change('size', 5)
    expect(props().attention).toEqual({ count: 1, fields: ['name'], attempt: 1 })
    props().submit()
    expect(props().attention).toMatchObject({ count: 1, attempt: 2 })
    props().change('name', 'disk-1')
    props().submit()
    // Sent: nothing is in the way while the call runs.
    expect(props().attention).toEqual({ count: 0, fields: [], attempt: 3 })
    call.resolve({ id: 'd1', name: 'disk-1' })
  })

  it('knows when values differ from where they started, and reset goes back', () => {
    const { props } = start(async () => ({ id: '1', name: 'x' }), { name: 'web', size: 10, tags: ['a'] })
    expect(props().isDirty).toBe(false)
    props().change('tags', ['a'])
    expect(props().isDirty).toBe(false)
    props().change('name', 'web-2')
    expect(props().isDirty).toBe(true)
    props().change('name', 'web')
    expect(props().isDirty).toBe(false)
    props().change('name', '')
    props().submit()
    expect(props().errors).toEqual({ name: 'Name is required' })
    props().reset()
    expect(props()).toMatchObject({ values: { name: 'web', size: 10, tags: ['a'] }, isDirty: false, errors: {} })
  })

  it('defaults that arrive after it opened fill only the fields nobody changed, and leave it unchanged', () => {
    const { props } = start(async () => ({ id: '1', name: 'x' }), { name: '', size: 10, tags: [] })
    props().defaults({ tags: ['infra'] })
    expect(props()).toMatchObject({ values: { name: '', size: 10, tags: ['infra'] }, isDirty: false })
    props().change('size', 20)
    props().defaults({ name: 'web', size: 30 })
    // The name was untouched: it takes the default; the size keeps what was typed.
    expect(props().values).toEqual({ name: 'web', size: 20, tags: ['infra'] })
    // The default is the field's value to come back to: what was typed is unsaved input against it.
    expect(props().isDirty).toBe(true)
    props().change('size', 30)
    expect(props().isDirty).toBe(false)
    props().change('size', 20)
    props().reset()
    expect(props().values).toEqual({ name: 'web', size: 30, tags: ['infra'] })
  })

  it('the submit actor can be replaced', async () => {
    const machine = formMachine.provide({
      actors: { submit: fromPromise(async () => ({ id: 'fake', name: 'fake' })) },
    })
    const actor = createActor(machine, {
      input: {
        initialValues: { name: 'x', size: 1, tags: [] },
        submit: () => Promise.reject(new Error('the real call must not run')),
      },
    }).start()
    actor.send({ type: 'SUBMIT' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output).toEqual({ id: 'fake', name: 'fake' })
  })

  it('without validate, any values can be submitted', async () => {
    const actor = createActor(formMachine, {
      input: { initialValues: { name: '', size: 0, tags: [] }, submit: async (v) => ({ id: '1', name: v.name }) },
    }).start()
    actor.send({ type: 'SUBMIT' })
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ id: '1', name: '' })
  })
})

describe("a form's request, shown and not sent", () => {
  function startForm<V extends object, R>(input: FormInput<V, R>) {
    const actor = createActor(createFormMachine<V, R>(), { input }).start()
    return () => connectForm(actor.getSnapshot(), actor.send)
  }
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('create project: the body as typed, snake_case, and no call made', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const props = startForm(projectFormInput())
    props().change('name', 'my-project')
    expect(await props().describeRequest!()).toEqual({
      kind: 'requests',
      masked: false,
      requests: [{ method: 'post', path: '/v1/projects', body: { name: 'my-project', description: '' } }],
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('while a field is refused it says what is left, not a body', async () => {
    const props = startForm(projectFormInput())
    expect(await props().describeRequest!()).toEqual({ kind: 'incomplete', problems: ['Name is required'] })
  })

  it('create floating IP: the project in the query string, the pool and address in the body', async () => {
    vi.stubGlobal('fetch', vi.fn())
    const props = startForm(floatingIpCreateFormInput('my-project'))
    props().change('name', 'fip-1')
    props().change('pool', 'default')
    props().change('ip', ' 10.0.0.9 ')
    const preview = await props().describeRequest!()
    expect(preview).toMatchObject({
      kind: 'requests',
      requests: [
        { method: 'post', path: '/v1/floating-ips?project=my-project', body: { name: 'fip-1', description: '', pool: 'default', ip: '10.0.0.9' } },
      ],
    })
  })

  it("create certificate: the private key is masked, the chain is not", async () => {
    vi.stubGlobal('fetch', vi.fn())
    const props = startForm({ ...certificateFormInput(), validate: undefined })
    props().change('name', 'c1')
    props().change('cert', 'CHAIN')
    props().change('key', 'PRIVATE')
    const preview = await props().describeRequest!()
    expect(preview).toMatchObject({ kind: 'requests', masked: true })
    expect(preview.kind === 'requests' && preview.requests[0].body).toMatchObject({ name: 'c1', cert: 'CHAIN\n', key: '••••••' })
  })
})
