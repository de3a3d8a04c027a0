// A local-only silo's user forms: the user name as Nexus's UserId, the two
// password modes, and the bodies they send.
import { describe, expect, test } from 'vitest'
import {
  deleteUserQuestion,
  emptyPassword,
  hasLocalUsers,
  localUserBody,
  localUserInitialValues,
  passwordBody,
  validateLocalUser,
  validatePasswordFields,
  validateUsername,
} from '~/machines/system/silo-users'

describe('user name', () => {
  test.each([
    ['', 'User name is required'],
    ['Ada', 'Must start with a lower-case letter'],
    ['1ada', 'Must start with a lower-case letter'],
    ['ada lovelace', 'Can only contain letters, numbers, and dashes'],
    ['ada-', 'Must end with a letter or number'],
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
    ['6a1e5b1c-0000-4000-8000-000000000000', 'Cannot be a UUID'],
  ])('%j: %s', (value, message) => {
    expect(validateUsername(value)).toBe(message)
  })

  test.each(['a', 'ada-lovelace', 'adaLovelace', 'a'.repeat(63)])('%j is a user name', (value) => {
    expect(validateUsername(value)).toBeUndefined()
  })
})

describe('password modes', () => {
  test('a password is required, typed twice the same', () => {
    expect(validatePasswordFields(emptyPassword)).toEqual({
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
    })
    expect(
      validatePasswordFields({
        passwordMode: 'password',
        password: 'a',
        confirmPassword: 'b',
      }),
    ).toEqual({
      password: undefined,
      confirmPassword: 'The passwords do not match',
    })
    expect(
      validatePasswordFields({
        passwordMode: 'password',
        password: 'x'.repeat(513),
        confirmPassword: 'x'.repeat(513),
      }).password,
    ).toBe('Must be 512 characters or fewer')
  })

  test('sign-in disallowed needs no password', () => {
    expect(
      validatePasswordFields({
        passwordMode: 'login_disallowed',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({})
  })

  test('the body: the password exactly as typed, or login disallowed (whatever was typed is dropped)', () => {
    expect(
      passwordBody({
        passwordMode: 'password',
        password: ' two words ',
        confirmPassword: ' two words ',
      }),
    ).toEqual({
      mode: 'password',
      value: ' two words ',
    })
    expect(
      passwordBody({
        passwordMode: 'login_disallowed',
        password: 'typed',
        confirmPassword: 'typed',
      }),
    ).toEqual({ mode: 'login_disallowed' })
  })
})

describe('the create form', () => {
  test('starts empty, with a password to set', () => {
    expect(localUserInitialValues).toEqual({
      username: '',
      passwordMode: 'password',
      password: '',
      confirmPassword: '',
    })
    expect(validateLocalUser(localUserInitialValues).username).toBe('User name is required')
  })

  test('sends the user name as external_id with the password mode', () => {
    expect(
      localUserBody({
        username: 'grace',
        passwordMode: 'password',
        password: 'pw',
        confirmPassword: 'pw',
      }),
    ).toEqual({
      externalId: 'grace',
      password: { mode: 'password', value: 'pw' },
    })
    expect(
      localUserBody({
        username: 'grace',
        passwordMode: 'login_disallowed',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({
      externalId: 'grace',
      password: { mode: 'login_disallowed' },
    })
  })

  test('only a local-only silo has users the console makes', () => {
    expect(hasLocalUsers({ identityMode: 'local_only' })).toBe(true)
    expect(hasLocalUsers({ identityMode: 'saml_jit' })).toBe(false)
  })
})

test('deleting yourself says it signs you out', () => {
  expect(deleteUserQuestion('ada', 'maze-war', false)).toBe(
    'Delete user ada from maze-war? They can no longer sign in, and their roles and SSH keys go with them.',
  )
  expect(deleteUserQuestion('ada', 'maze-war', true)).toMatch(/ This is you: you will be signed out\.$/)
})
