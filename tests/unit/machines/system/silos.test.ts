import { afterEach, describe, expect, it, test, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { api, ApiError, GiB, queryClient, type Silo } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { createFormMachine } from '~/machines/shared/form.machine'
import {
  addCertificate,
  belowProvisioned,
  createSilo,
  DEFAULT_QUOTAS,
  deleteSilo,
  editCertDraft,
  emptyCertDraft,
  notAddedCertificate,
  PEM_CERT_MESSAGE,
  PEM_KEY_MESSAGE,
  pemLabels,
  POLICY_REASON,
  IP_POOLS_REASON,
  QUOTAS_REASON,
  quotasInitialValues,
  quotasUpdateBody,
  removeCertificate,
  siloCreateBody,
  siloFormInput,
  siloInitialValues,
  siloWrites,
  tabUnderForm,
  USERS_REASON,
  validateCertificatePem,
  validateKeyPem,
  validateQuotas,
  validateSilo,
  type QuotasFormContext,
  type SiloFormValues,
} from '~/machines/system/silos'
import { siloPageTab } from '~/machines/system/silos.rules'

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

const block = (label: string, body = 'MIIBszCCAVmgAwIBAgIU\nAbCd+/==') => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`
const PEM_CERT = block('CERTIFICATE')
const PEM_KEY = block('PRIVATE KEY')

describe('what looks like PEM', () => {
  it('reads the labels of a chain of blocks, with whitespace around and between', () => {
    expect(pemLabels(`\n${PEM_CERT}\n\n${block('CERTIFICATE')}\n`)).toEqual(['CERTIFICATE', 'CERTIFICATE'])
  })

  it('refuses text around a block, mismatched labels, an empty or non-base64 body', () => {
    expect(pemLabels(`hello\n${PEM_CERT}`)).toBeNull()
    expect(pemLabels('-----BEGIN CERTIFICATE-----\nMIIB\n-----END PRIVATE KEY-----')).toBeNull()
    expect(pemLabels('-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----')).toBeNull()
    expect(pemLabels(block('CERTIFICATE', 'not base64!'))).toBeNull()
    expect(pemLabels('MIIBszCCAVmgAwIBAgIU')).toBeNull()
  })

  it('a certificate is CERTIFICATE blocks only; a key is one PRIVATE KEY block (PKCS#8, RSA or EC)', () => {
    expect(validateCertificatePem(PEM_CERT)).toBeUndefined()
    expect(validateCertificatePem(PEM_KEY)).toBe(PEM_CERT_MESSAGE)
    expect(validateCertificatePem('')).toBe('Certificate is required')
    expect(validateKeyPem(PEM_KEY)).toBeUndefined()
    expect(validateKeyPem(block('RSA PRIVATE KEY'))).toBeUndefined()
    expect(validateKeyPem(block('EC PRIVATE KEY'))).toBeUndefined()
    expect(validateKeyPem(PEM_CERT)).toBe(PEM_KEY_MESSAGE)
    expect(validateKeyPem(`${PEM_KEY}\n${PEM_KEY}`)).toBe(PEM_KEY_MESSAGE)
    expect(validateKeyPem(' ')).toBe('Key is required')
  })
})

describe('the certificate list', () => {
  it('adds a valid draft and empties it', () => {
    const { list, draft } = addCertificate([], { name: 'web', cert: PEM_CERT, key: PEM_KEY })
    expect(list).toEqual([{ name: 'web', cert: `${PEM_CERT}\n`, key: `${PEM_KEY}\n` }])
    expect(draft).toEqual(emptyCertDraft())
  })

  it('refuses a bad draft field by field, keeping the list and what was typed', () => {
    const typed = { name: 'Web', cert: PEM_KEY, key: '' }
    const { list, draft } = addCertificate([], typed)
    expect(list).toEqual([])
    expect(draft).toEqual({
      ...typed,
      errors: { name: 'Must start with a lower-case letter', cert: PEM_CERT_MESSAGE, key: 'Key is required' },
    })
    // Editing the draft again drops the refusal.
    expect(editCertDraft(draft, { name: 'web' })).toEqual({ name: 'web', cert: PEM_KEY, key: '' })
  })

  it('refuses a name already listed; removes by name', () => {
    const once = addCertificate([], { name: 'web', cert: PEM_CERT, key: PEM_KEY }).list
    expect(addCertificate(once, { name: 'web', cert: PEM_CERT, key: PEM_KEY }).draft.errors).toEqual({ name: 'Items must be unique' })
    expect(removeCertificate(once, 'web')).toEqual([])
  })
})

// The quotas form: GiB in the form, bytes on the wire, only what changed is
// sent, and a new quota under what the silo has provisioned is refused with
// the numbers.

const ctx: QuotasFormContext = {
  quotas: { cpus: 64, memory: 256 * GiB, storage: 4096 * GiB },
  provisioned: { cpus: 24, memory: 96 * GiB, storage: 1536.5 * GiB },
}
const start = quotasInitialValues(ctx.quotas)

describe('the form and the body', () => {
  test('starts from the quotas, memory and storage in GiB', () => {
    expect(start).toEqual({ cpus: 64, memoryGib: 256, storageGib: 4096 })
  })

  test('sends only what changed, in bytes', () => {
    expect(quotasUpdateBody({ ...start, storageGib: 8192 }, ctx)).toEqual({
      storage: 8192 * GiB,
    })
    expect(quotasUpdateBody({ cpus: 128, memoryGib: 512, storageGib: 4096 }, ctx)).toEqual({ cpus: 128, memory: 512 * GiB })
    expect(quotasUpdateBody(start, ctx)).toEqual({})
  })

  test('a quota that is not a whole number of GiB stays as it is when left alone', () => {
    const odd: QuotasFormContext = {
      ...ctx,
      quotas: { ...ctx.quotas, memory: 1.5 * GiB + 7 },
    }
    const values = quotasInitialValues(odd.quotas)
    expect(validateQuotas(values, odd)).toEqual({})
    expect(quotasUpdateBody(values, odd)).toEqual({})
  })
})

describe('validation', () => {
  test('the quotas as they are pass, even one already under what is provisioned', () => {
    expect(validateQuotas(start, ctx)).toEqual({})
    const over: QuotasFormContext = {
      ...ctx,
      quotas: { ...ctx.quotas, cpus: 8 },
    }
    expect(validateQuotas(quotasInitialValues(over.quotas), over)).toEqual({})
  })

  test('a new quota under what is provisioned is refused with the numbers', () => {
    const errors = validateQuotas({ cpus: 16, memoryGib: 64, storageGib: 1000 }, ctx)
    expect(errors.cpus).toBe("The silo's running instances use 24 vCPUs: the quota can't be less than 24")
    expect(errors.memoryGib).toBe("The silo's running instances use 96 GiB: the quota can't be less than 96 GiB")
    expect(errors.storageGib).toBe("The silo's disks and snapshots take 1536.5 GiB: the quota can't be less than 1537 GiB")
  })

  test('exactly what is provisioned is enough', () => {
    expect(validateQuotas({ cpus: 24, memoryGib: 96, storageGib: 1537 }, ctx)).toEqual({})
  })

  test('empty, negative and fractional values are refused', () => {
    const errors = validateQuotas(
      { cpus: undefined, memoryGib: -1, storageGib: 10.5 },
      { ...ctx, provisioned: { cpus: 0, memory: 0, storage: 0 } },
    )
    expect(errors).toEqual({
      cpus: 'CPUs is required',
      memoryGib: 'Must be at least 0 GiB',
      storageGib: 'Must be a whole number',
    })
  })

  test('one vCPU reads in the singular', () => {
    expect(belowProvisioned('cpus', 1)).toBe("The silo's running instances use 1 vCPU: the quota can't be less than 1")
  })
})

// The operator's silo page: which tab a URL names, which tab a form opens
// over, and what a fleet role may change there.

describe('tabs', () => {
  test.each([
    ['ip-pools', 'ip-pools'],
    ['quotas', 'quotas'],
    ['users', 'users'],
    ['access', 'access'],
    [undefined, 'idps'],
    ['nope', 'idps'],
  ])('?tab=%s is the %s tab', (query, tab) => {
    expect(siloPageTab(query)).toBe(tab)
  })

  test('a form opens over its own tab', () => {
    expect(tabUnderForm('/authed/system/silos/$silo/quotas-edit')).toBe('quotas')
    expect(tabUnderForm('/authed/system/silos/$silo/users-new')).toBe('users')
    expect(tabUnderForm('/authed/system/silos/$silo/users/$user/set-password')).toBe('users')
    expect(tabUnderForm('/authed/system/silos/$silo/idps-new')).toBeUndefined()
    expect(tabUnderForm(undefined)).toBeUndefined()
  })
})

describe('who may change what', () => {
  test('a fleet viewer changes nothing, and is told why', () => {
    expect(siloWrites('viewer')).toEqual({
      quotas: { allowed: false, reason: QUOTAS_REASON },
      users: { allowed: false, reason: USERS_REASON },
      policy: { allowed: false, reason: POLICY_REASON },
      ipPools: { allowed: false, reason: IP_POOLS_REASON },
    })
    expect(siloWrites(undefined).quotas.allowed).toBe(false)
  })

  test('a fleet collaborator changes quotas and roles; users and IP pool links take a fleet admin', () => {
    expect(siloWrites('collaborator')).toEqual({
      quotas: { allowed: true },
      users: { allowed: false, reason: USERS_REASON },
      policy: { allowed: true },
      ipPools: { allowed: false, reason: IP_POOLS_REASON },
    })
    expect(siloWrites('admin')).toEqual({
      quotas: { allowed: true },
      users: { allowed: true },
      policy: { allowed: true },
      ipPools: { allowed: true },
    })
  })
})
