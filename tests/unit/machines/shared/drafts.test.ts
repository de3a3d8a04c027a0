// Drafts across a sign-in: kept for the user who typed them, without secrets
// or anything that is not plain data.
import { afterEach, expect, test } from 'vitest'
import { draftFor, dropAllDrafts, dropDraftsNotOf, keepOpenDrafts, registerOpenForm, withoutSecrets } from '~/machines/shared/drafts'

afterEach(() => {
  dropAllDrafts()
  sessionStorage.clear()
})

const open = (key: string, values: object, dirty = true, secrets: string[] = []) =>
  registerOpenForm({ key, values: () => values, dirty: () => dirty, secrets })

test('a 401 keeps each open form with unsaved input; the same user gets it back, field by field', () => {
  const closeA = open('/projects-new#project created', { name: 'p1', description: 'd', size: 10 })
  const closeB = open('/disks-new#disk created', { name: 'untouched' }, false)
  keepOpenDrafts('ada')
  closeA()
  closeB()
  expect(draftFor('/projects-new#project created', 'ada', { name: '', description: '', size: 0, extra: true })).toEqual({
    name: 'p1',
    description: 'd',
    size: 10,
    extra: true,
  })
  expect(draftFor('/disks-new#disk created', 'ada', { name: '' })).toBeUndefined()
})

test('a stored value of another kind than the field’s is not taken', () => {
  const close = open('/f#x', { size: 'ten', name: 'n' })
  keepOpenDrafts('ada')
  close()
  expect(draftFor('/f#x', 'ada', { size: 1, name: '' })).toEqual({ size: 1, name: 'n' })
})

test('another user never gets the draft, and their sign-in drops it', () => {
  const close = open('/f#x', { name: 'adas' })
  keepOpenDrafts('ada')
  close()
  dropDraftsNotOf('grace')
  expect(sessionStorage.length).toBe(0)
  const again = open('/f#x', { name: 'adas' })
  keepOpenDrafts('ada')
  again()
  expect(draftFor('/f#x', 'grace', { name: '' })).toBeUndefined()
  expect(draftFor('/f#x', 'ada', { name: '' })).toBeUndefined() // dropped when grace asked
})

test('secrets, marked or named so, and what is not plain data are never stored', () => {
  const values = {
    name: 'silo',
    password: 'p4ss',
    confirmPassword: 'p4ss',
    webhook: 'shh-marked',
    file: new Blob(['x']),
    tlsCertificates: [{ name: 'c', cert: 'CERT', key: 'PRIVATE-KEY' }],
    certDraft: { name: 'd', cert: 'CERT2', key: 'PRIVATE-KEY-2' },
  }
  expect(withoutSecrets(values, ['webhook'])).toEqual({ name: 'silo', tlsCertificates: [], certDraft: { name: 'd', cert: 'CERT2', key: '' } })
  const close = open('/f#x', values, true, ['webhook'])
  keepOpenDrafts('ada')
  close()
  const all = JSON.stringify({ ...sessionStorage })
  for (const secret of ['p4ss', 'shh-marked', 'PRIVATE-KEY']) expect(all).not.toContain(secret)
  expect(all).toContain('silo')
})
