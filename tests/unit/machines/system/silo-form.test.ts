import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, GiB, queryClient, type Silo } from '~/api'
import {
  createSilo,
  DEFAULT_QUOTAS,
  deleteSilo,
  notAddedCertificate,
  siloCreateBody,
  siloFormInput,
  siloInitialValues,
  validateSilo,
  type SiloFormValues,
} from '~/machines/system/silos'
import { createActor, waitFor } from 'xstate'
import { connectForm } from '~/machines/shared/form.connect'
import { createFormMachine } from '~/machines/shared/form.machine'

const CERT = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----'
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49\n-----END PRIVATE KEY-----'

const values = (v: Partial<SiloFormValues> = {}): SiloFormValues => ({ ...siloInitialValues, name: 'acme', ...v })
const stamp = new Date('2025-01-01T00:00:00Z')
const silo: Silo = {
  id: '0b5d3d8c-52a1-4c67-9d4a-6d1f3f0b7d01',
  name: 'acme',
  description: '',
  discoverable: true,
  identityMode: 'local_only',
  mappedFleetRoles: {},
  timeCreated: stamp,
  timeModified: stamp,
}

afterEach(() => {
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('silo form rules', () => {
  it('starts from shown, non-zero quota defaults and a local-only, discoverable silo', () => {
    expect(siloInitialValues).toMatchObject({ discoverable: true, identityMode: 'local_only', ...DEFAULT_QUOTAS })
    expect(DEFAULT_QUOTAS.cpus).toBeGreaterThan(0)
    expect(validateSilo(values())).toEqual({})
  })

  it('needs a valid name and whole, non-negative quotas', () => {
    expect(validateSilo(siloInitialValues).name).toBe('Name is required')
    expect(validateSilo(values({ cpus: undefined })).cpus).toBe('CPUs is required')
    expect(validateSilo(values({ memoryGib: 1.5 })).memoryGib).toBe('Must be a whole number')
    expect(validateSilo(values({ storageGib: -1 })).storageGib).toBe('Must be at least 0 GiB')
    expect(validateSilo(values({ cpus: 0, memoryGib: 0, storageGib: 0 }))).toEqual({})
  })

  it('a certificate typed but never added blocks the save; a refused one says why', () => {
    const typed = values({ certDraft: { name: 'c', cert: '', key: '' } })
    expect(validateSilo(typed).certDraft).toBe(notAddedCertificate)
    const refused = values({ certDraft: { name: 'c', cert: 'x', key: '', errors: { cert: 'bad' } } })
    expect(validateSilo(refused).certDraft).toBe('bad')
  })
})

describe('SiloCreate body', () => {
  it('GiB become bytes; an empty admin group is null; no fleet roles is an empty map', () => {
    expect(siloCreateBody(values({ description: 'd', cpus: 4, memoryGib: 8, storageGib: 100 }))).toEqual({
      name: 'acme',
      description: 'd',
      discoverable: true,
      identityMode: 'local_only',
      adminGroupName: null,
      mappedFleetRoles: {},
      quotas: { cpus: 4, memory: 8 * GiB, storage: 100 * GiB },
      tlsCertificates: [],
    })
  })

  it('maps each chosen silo role to its fleet role and sends certificates for the external API', () => {
    const body = siloCreateBody(
      values({
        identityMode: 'saml_jit',
        discoverable: false,
        adminGroupName: ' admins ',
        fleetRoles: { admin: 'admin', collaborator: '', viewer: 'viewer' },
        tlsCertificates: [{ name: 'web', cert: CERT, key: KEY }],
      }),
    )
    expect(body).toMatchObject({
      identityMode: 'saml_jit',
      discoverable: false,
      adminGroupName: 'admins',
      mappedFleetRoles: { admin: ['admin'], viewer: ['viewer'] },
      tlsCertificates: [{ name: 'web', description: '', cert: CERT, key: KEY, service: 'external_api' }],
    })
  })
})

describe('silo calls', () => {
  it('createSilo posts the body and marks the silo list and utilization stale', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(silo as never)
    const listKey = ['/v1/system/silos', { query: { limit: 50 } }]
    const utilKey = ['/v1/system/utilization/silos', {}]
    queryClient.setQueryData(listKey, { items: [] })
    queryClient.setQueryData(utilKey, { items: [] })
    await expect(createSilo(values())).resolves.toBe(silo)
    expect(post).toHaveBeenCalledWith('/v1/system/silos', { body: siloCreateBody(values()) })
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(utilKey)?.isInvalidated).toBe(true)
  })

  it('deleteSilo deletes by name; a refusal reaches the caller', async () => {
    const del = vi
      .spyOn(api, 'delete')
      .mockRejectedValue(new ApiError({ type: 'error', message: 'Silo to be deleted contains a project', statusCode: 400 }))
    await expect(deleteSilo('acme')).rejects.toThrow('Silo to be deleted contains a project')
    expect(del).toHaveBeenCalledWith('/v1/system/silos/{silo}', { path: { silo: 'acme' } })
  })

  it('a name in use: the form shows the server message and keeps every value', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError({ type: 'error', message: 'Silo name already exists', statusCode: 400, errorCode: 'ObjectAlreadyExists' }),
    )
    const actor = createActor(createFormMachine<SiloFormValues, Silo>(), { input: siloFormInput() }).start()
    const typed = values({ name: 'myriad', cpus: 2, adminGroupName: 'admins' })
    for (const [name, value] of Object.entries(typed)) actor.send({ type: 'CHANGE', name: name as keyof SiloFormValues, value: value as never })
    actor.send({ type: 'SUBMIT' })
    const snap = await waitFor(actor, (s) => s.matches('editing') && s.context.serverError !== undefined)
    const form = connectForm(snap, actor.send)
    expect(form.formErrors).toEqual(['Silo name already exists'])
    expect(form.values).toEqual(typed)
  })
})
