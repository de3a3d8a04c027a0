// Drafts: what was typed into a form survives the end of its session. When a
// call answers 401 (the session expired while the form was open), every open
// form with unsaved input is kept in this tab's sessionStorage, keyed by the
// form's URL, and the form takes its draft back when the user returns to it
// after signing in. A draft belongs to the user who typed it: another user
// signing in drops it, and so does a deliberate sign-out.
//
// Secrets are never stored: the fields a form marks secret (passwords,
// private keys, webhook secrets, tokens) are left out of the draft at any
// depth, and so is anything that is not plain data (a chosen file).

const PREFIX = 'console-draft:'

type Stored = { user: string; values: Record<string, unknown> }

/** A form on screen, as the drafts see it. */
export type OpenForm = {
  /** The form's key: its URL (path and query) and which form of that page it is. */
  key: string
  /** Whether there is unsaved input to keep. */
  dirty: () => boolean
  values: () => object
  /** Field names never stored, wherever they occur in the values. */
  secrets: readonly string[]
}

const open = new Set<OpenForm>()

/** The form is on screen until the returned function is called. */
export function registerOpenForm(form: OpenForm): () => void {
  open.add(form)
  return () => void open.delete(form)
}

/** The session ended under the open forms: each with unsaved input is kept for `user`. */
export function keepOpenDrafts(user: string | undefined): void {
  if (!user) return
  for (const form of open) {
    if (form.dirty()) write(form.key, { user, values: withoutSecrets(form.values(), form.secrets) })
  }
}

/**
 * The draft of form `key` typed by `user` (another user's is dropped). Only
 * the fields `initial` has are taken, each only if it is the same kind of
 * value. It stays stored until the form drops it (`dropDraft`, once the form
 * is on screen with it): reading twice gives the same answer.
 */
export function draftFor<V extends object>(key: string, user: string | undefined, initial: V): V | undefined {
  const stored = read(key)
  if (!stored) return undefined
  if (!user || stored.user !== user) {
    remove(key)
    return undefined
  }
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(initial))
  for (const [name, value] of Object.entries(stored.values)) {
    if (name in values && sameKind(values[name], value)) values[name] = value
  }
  return values as V
}

/** The form holds its draft now (a new 401 keeps it again): the stored copy goes. */
export function dropDraft(key: string): void {
  remove(key)
}

/** Drops the drafts of anyone but `user` (a sign-in, another user). */
export function dropDraftsNotOf(user: string): void {
  for (const key of draftKeys()) if (read(key)?.user !== user) remove(key)
}

/** Drops every draft (a deliberate sign-out). */
export function dropAllDrafts(): void {
  for (const key of draftKeys()) remove(key)
}

/**
 * The values without their secrets and without what is not plain data: a
 * top-level field of either kind is left out (the form's initial value
 * stands); in a nested object a secret becomes ''; an item of a list that
 * holds one is left out whole (a certificate without its key is no certificate).
 */
export function withoutSecrets(values: object, secrets: readonly string[]): Record<string, unknown> {
  const hidden = new Set([...secrets, ...namedLikeSecrets(values)])
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    if (hidden.has(name) || !isPlain(value)) continue
    out[name] = scrub(value, hidden)
  }
  return out
}

function scrub(value: unknown, hidden: Set<string>): unknown {
  if (Array.isArray(value)) return value.filter((v) => !holdsSecret(v, hidden)).map((v) => scrub(v, hidden))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, hidden.has(k) ? (typeof v === 'string' ? '' : null) : scrub(v, hidden)]),
    )
  }
  return value
}

/**
 * A field a form forgot to mark, whose name says it is a secret, is one all
 * the same: a draft is the wrong place to find out.
 */
const SECRET_NAME = /(password|secret|token|privatekey)$|^key$/i
function namedLikeSecrets(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) namedLikeSecrets(v, names)
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (SECRET_NAME.test(k)) names.add(k)
      namedLikeSecrets(v, names)
    }
  }
  return names
}

const holdsSecret = (value: unknown, hidden: Set<string>) =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).some((k) => hidden.has(k))

/** Strings, numbers, booleans, null, and arrays and plain objects of them. */
function isPlain(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isPlain)
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false
  return Object.values(value).every(isPlain)
}

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)
/** A stored value replaces an initial one of its kind (a number for a number…); null stands in for any. */
const sameKind = (initial: unknown, stored: unknown) =>
  kind(initial) === kind(stored) || initial === null || initial === undefined || stored === null

// sessionStorage can be blocked or full: a draft is a kindness, never an error.
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

function write(key: string, draft: Stored) {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft))
  } catch {
    // full or blocked: nothing kept
  }
}

function read(key: string): Stored | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + key)
    const parsed: unknown = raw ? JSON.parse(raw) : undefined
    if (!parsed || typeof parsed !== 'object') return undefined
    const { user, values } = parsed as Partial<Stored>
    return typeof user === 'string' && values && typeof values === 'object' ? { user, values } : undefined
  } catch {
    return undefined
  }
}

function remove(key: string) {
  try {
    storage()?.removeItem(PREFIX + key)
  } catch {
    // blocked: nothing to remove
  }
}

function draftKeys(): string[] {
  const s = storage()
  if (!s) return []
  const keys: string[] = []
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i)
    if (k?.startsWith(PREFIX)) keys.push(k.slice(PREFIX.length))
  }
  return keys
}
