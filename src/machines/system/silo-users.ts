// A silo's users (the silo page's users tab): the list and the user a password
// is set for, and for a local-only silo the create and set-password forms
// (used with the form machine) and delete. Users show on the access pages too,
// so a change invalidates the user lists as well as the policies.
import { api, fetchApi, invalidate, type Schema, type User, type Read } from '~/api'
import { isUuid, messages } from '~/validation'
import type { FormInput } from '../shared/form.machine'
import type { PageParams } from '../shared/list.machine'

export const SILO_USERS_PATH = '/v1/system/users'
export const SILO_USER_READS: Read[] = [SILO_USERS_PATH, '/v1/system/users/{user_id}', '/v1/system/users-builtin']

export const siloUsersPage =
  (silo: string) =>
  ({ pageToken, limit }: PageParams) =>
    fetchApi(SILO_USERS_PATH, { query: { silo, limit, pageToken } })

export const fetchSiloUser = (silo: string, userId: string) =>
  fetchApi('/v1/system/users/{user_id}', {
    path: { user_id: userId },
    query: { silo },
  })

// ---- the rules ----
//
// A local-only silo's users as the console checks them before Nexus does: the
// user name (Nexus's `UserId`), the password modes (`UserPassword`: set one
// now, or disallow sign-in), and what the form sends. A password is never
// shown back: the forms start empty and keep it only until they send it.

export type UserPassword = Schema<'UserPassword'>
export type UserCreate = Schema<'UserCreate'>
export type PasswordMode = UserPassword['mode']

/** Nexus's limits (its user id and password rules). */
export const USERNAME_MAX_LENGTH = 63
export const PASSWORD_MAX_LENGTH = 512

export const USERNAME_LABEL = 'User name'
export const PASSWORD_LABEL = 'Password'
export const CONFIRM_LABEL = 'Confirm password'

export const userMessages = {
  startLetter: 'Must start with a lower-case letter',
  characters: 'Can only contain letters, numbers, and dashes',
  endLetterOrNumber: 'Must end with a letter or number',
  maxLength: `Must be ${USERNAME_MAX_LENGTH} characters or fewer`,
  uuid: 'Cannot be a UUID',
  passwordMaxLength: `Must be ${PASSWORD_MAX_LENGTH} characters or fewer`,
  mismatch: 'The passwords do not match',
} as const

/** How each mode reads in the form. */
export const PASSWORD_MODES: readonly {
  value: PasswordMode
  label: string
  hint: string
}[] = [
  {
    value: 'password',
    label: 'Set a password',
    hint: 'They sign in with their user name and this password',
  },
  {
    value: 'login_disallowed',
    label: 'No sign-in for now',
    hint: 'They cannot sign in until a password is set',
  },
]

/** Nexus's `UserId`: like a name, but capitals are allowed after the first letter. */
export function validateUsername(value: string): string | undefined {
  if (!value) return messages.required(USERNAME_LABEL)
  if (value.length > USERNAME_MAX_LENGTH) return userMessages.maxLength
  if (isUuid(value)) return userMessages.uuid
  if (!/^[a-z]/.test(value)) return userMessages.startLetter
  if (/[^a-zA-Z0-9-]/.test(value)) return userMessages.characters
  if (value.endsWith('-')) return userMessages.endLetterOrNumber
  return undefined
}

export type PasswordValues = {
  passwordMode: PasswordMode
  password: string
  confirmPassword: string
}

/** The password fields' errors; in 'login_disallowed' mode there is nothing to check. */
export function validatePasswordFields(v: PasswordValues): Partial<Record<keyof PasswordValues, string>> {
  if (v.passwordMode !== 'password') return {}
  const password = !v.password
    ? messages.required(PASSWORD_LABEL)
    : v.password.length > PASSWORD_MAX_LENGTH
      ? userMessages.passwordMaxLength
      : undefined
  const confirmPassword = !v.confirmPassword
    ? messages.required(CONFIRM_LABEL)
    : v.confirmPassword !== v.password
      ? userMessages.mismatch
      : undefined
  return { password, confirmPassword }
}

/** UserPassword from the fields: the password exactly as typed (spaces are part of it). */
export const passwordBody = (v: PasswordValues): UserPassword =>
  v.passwordMode === 'password' ? { mode: 'password', value: v.password } : { mode: 'login_disallowed' }

export const emptyPassword: PasswordValues = {
  passwordMode: 'password',
  password: '',
  confirmPassword: '',
}

export type LocalUserFormValues = { username: string } & PasswordValues

export const localUserInitialValues: LocalUserFormValues = {
  username: '',
  ...emptyPassword,
}

export const validateLocalUser = (v: LocalUserFormValues) => ({
  username: validateUsername(v.username),
  ...validatePasswordFields(v),
})

/** UserCreate: the user name, and how they sign in. */
export const localUserBody = (v: LocalUserFormValues): UserCreate => ({
  externalId: v.username,
  password: passwordBody(v),
})

/** Only a local-only silo has users the console creates; a SAML silo's come from its identity provider. */
export const hasLocalUsers = (silo: { identityMode: Schema<'Silo'>['identityMode'] }) => silo.identityMode === 'local_only'

export const SAML_USERS_NOTE =
  'Users of this silo come from its identity provider: each is added when they first sign in, and managed there.'

/** The delete confirm's question; deleting yourself also ends your session, and says so. */
export const deleteUserQuestion = (user: string, silo: string, isMe: boolean) =>
  `Delete user ${user} from ${silo}? They can no longer sign in, and their roles and SSH keys go with them.` +
  (isMe ? ' This is you: you will be signed out.' : '')

// ---- the calls and the forms' inputs ----

async function invalidateUsers(): Promise<void> {
  // The silo's users list, a user's own lists, and the policies that name them (a deleted user's roles go too).
  await Promise.all([invalidate(...SILO_USER_READS), invalidate('/v1/users'), invalidate('/v1/policy'), invalidate('/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas')])
}

export async function createLocalUser(silo: string, values: LocalUserFormValues): Promise<User> {
  const user = await api.post('/v1/system/identity-providers/local/users', {
    query: { silo },
    body: localUserBody(values),
  })
  await invalidateUsers()
  return user
}

export async function setUserPassword(silo: string, userId: string, values: PasswordValues): Promise<void> {
  await api.post('/v1/system/identity-providers/local/users/{user_id}/set-password', {
    path: { user_id: userId },
    query: { silo },
    body: passwordBody(values),
  })
}

export async function deleteLocalUser(silo: string, userId: string): Promise<void> {
  await api.delete('/v1/system/identity-providers/local/users/{user_id}', {
    path: { user_id: userId },
    query: { silo },
  })
  await invalidateUsers()
}

export function localUserFormInput(silo: string): FormInput<LocalUserFormValues, User> {
  return {
    initialValues: localUserInitialValues,
    secrets: ['password', 'confirmPassword'],
    validate: validateLocalUser,
    submit: (v) => createLocalUser(silo, v),
  }
}

/** The set-password form answers the user it was for (Nexus answers nothing): the toast names them. */
export function setPasswordFormInput(silo: string, user: User): FormInput<PasswordValues, User> {
  return {
    initialValues: emptyPassword,
    secrets: ['password', 'confirmPassword'],
    validate: validatePasswordFields,
    submit: async (v) => {
      await setUserPassword(silo, user.id, v)
      return user
    },
  }
}
