// The silo page's users tab: for a local-only silo the create and
// set-password forms (used with the form machine) and delete, for the confirm
// dialog; the silo's users (a page at a time) are read in silo-users.reads.ts.
// Users show on the access pages too, so a change invalidates the user lists
// as well as the policies.
import { api, invalidate, type User } from '~/api'
import type { FieldErrors, FormInput } from '../shared/form.machine'
import {
  emptyPassword,
  localUserBody,
  localUserInitialValues,
  passwordBody,
  validateLocalUser,
  validatePasswordFields,
  type LocalUserFormValues,
  type PasswordValues,
} from './silo-users.rules'
import { SILO_USERS_PATH } from './silo-users.reads'

// The reads live apart (the routes import them with the app); here as before for the pages and tests.
export { fetchSiloUser, SILO_USERS_PATH, siloUsersPage } from './silo-users.reads'

async function invalidateUsers(): Promise<void> {
  // The silo's users list, a user's own lists, and the policies that name them (a deleted user's roles go too).
  await Promise.all([invalidate(SILO_USERS_PATH), invalidate('/v1/users'), invalidate('/v1/policy'), invalidate('/v1/system/silos', '/v1/system/silos/{silo}', '/v1/system/silos/{silo}/ip-pools', '/v1/system/silos/{silo}/policy', '/v1/system/silos/{silo}/quotas')])
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
    validate: (v) => validateLocalUser(v) as FieldErrors<LocalUserFormValues>,
    submit: (v) => createLocalUser(silo, v),
  }
}

/** The set-password form answers the user it was for (Nexus answers nothing): the toast names them. */
export function setPasswordFormInput(silo: string, user: User): FormInput<PasswordValues, User> {
  return {
    initialValues: emptyPassword,
    secrets: ['password', 'confirmPassword'],
    validate: (v) => validatePasswordFields(v) as FieldErrors<PasswordValues>,
    submit: async (v) => {
      await setUserPassword(silo, user.id, v)
      return user
    },
  }
}
