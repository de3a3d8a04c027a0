// The quotas form: GiB in the form, bytes on the wire, only what changed is
// sent, and a new quota under what the silo has provisioned is refused with
// the numbers.
import { describe, expect, test } from 'vitest'
import { GiB } from '~/api'
import {
  belowProvisioned,
  quotasInitialValues,
  quotasUpdateBody,
  validateQuotas,
  type QuotasFormContext,
} from '~/machines/system/silos'

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
