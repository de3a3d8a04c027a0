// The request a form would send, as a user reads and copies it: the HTTP
// request (method, path with query string, JSON body as it goes on the wire)
// and the same call as an `oxide api` command. Secrets in a body are masked by
// the name of the field that holds them, wherever it is.
import { camelToSnake, type DryRun, type WireRequest } from '~/api'
import { errorMessage } from './error-message.rules'

/** What stands in for a secret's value. */
export const MASK = '••••••'

/**
 * Wire field names whose values are secrets, at any depth of a body: login and
 * user passwords, a certificate's private key (`key`) and a key pair's
 * (`private_key`), webhook secrets, a BGP peer's MD5 key, tokens. A form adds
 * the fields it marks secret itself (`secrets` of its input).
 */
export const SECRET_FIELDS: readonly string[] = ['password', 'key', 'private_key', 'secret', 'secrets', 'md5_auth_key', 'token']

/** Under a secret field, these say which kind of value it is (`{ mode: 'password', value }`) and stay. */
const KIND_FIELDS = new Set(['mode', 'type', 'kind'])

function maskValue(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? value : MASK
  if (Array.isArray(value)) return value.map(maskValue)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, KIND_FIELDS.has(k) ? v : maskValue(v)]))
  }
  // Numbers, booleans and null tell nothing secret.
  return value
}

/**
 * `body` with every non-empty string under a secret field (`SECRET_FIELDS`,
 * and `extra`, in either case) replaced by MASK. Reports whether any was.
 */
export function maskSecrets(body: unknown, extra: readonly string[] = []): { body: unknown; masked: boolean } {
  const secret = new Set([...SECRET_FIELDS, ...extra.map(camelToSnake)])
  let masked = false
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (!value || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        if (!secret.has(k)) return [k, walk(v)]
        const m = maskValue(v)
        if (JSON.stringify(m) !== JSON.stringify(v)) masked = true
        return [k, m]
      }),
    )
  }
  return { body: walk(body), masked }
}

/** A form-encoded body with its secret fields masked the same way. */
function maskForm(form: string, extra: readonly string[]): { form: string; masked: boolean } {
  const secret = new Set([...SECRET_FIELDS, ...extra.map(camelToSnake)])
  const params = new URLSearchParams(form)
  let masked = false
  for (const [k, v] of [...params]) {
    if (secret.has(k) && v !== '') {
      params.set(k, MASK)
      masked = true
    }
  }
  return { form: params.toString(), masked }
}

/** The request with its secrets masked, and whether any was. */
export function maskRequest(request: WireRequest, extra: readonly string[] = []): { request: WireRequest; masked: boolean } {
  if (request.form !== undefined) {
    const { form, masked } = maskForm(request.form, extra)
    return { request: { ...request, form }, masked }
  }
  if (request.body === undefined) return { request, masked: false }
  const { body, masked } = maskSecrets(request.body, extra)
  return { request: { ...request, body }, masked }
}

const bodyText = (request: WireRequest) =>
  request.form !== undefined ? request.form : request.body === undefined ? undefined : JSON.stringify(request.body, null, 2)

/** `POST /v1/projects`, a blank line and the body, as an HTTP request reads. */
export function httpText(request: WireRequest): string {
  const head = `${request.method.toUpperCase()} ${request.path}`
  const body = bodyText(request)
  return body === undefined ? head : `${head}\n\n${body}`
}

/** `'it'\''s'`: one shell word, whatever it holds. */
export const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`

/**
 * The call as an `oxide api` command: the path (with its query string), the
 * method when not GET, and a JSON body read from standard input (a quoted
 * heredoc: the shell expands nothing in it). A form-encoded body has no CLI
 * form: undefined.
 */
export function cliCommand(request: WireRequest): string | undefined {
  if (request.form !== undefined) return undefined
  const parts = ['oxide api', shellQuote(request.path)]
  if (request.method !== 'get') parts.push(`--method ${request.method.toUpperCase()}`)
  if (request.body === undefined) return parts.join(' ')
  // A line of pretty-printed JSON is never `EOF` alone: strings are quoted.
  return `${parts.join(' ')} --input - <<'EOF'\n${JSON.stringify(request.body, null, 2)}\nEOF`
}

/** What the request panel shows for the form as it stands. */
export type RequestPreview =
  /** A field is refused: what is left to fix, not a wrong body. */
  | { kind: 'incomplete'; problems: string[] }
  /** The form's own check says no before anything would be sent. */
  | { kind: 'refused'; message: string }
  | {
      kind: 'requests'
      /** In the order they would be sent; secrets masked. */
      requests: WireRequest[]
      /** Some value was masked (the copied text needs the real one). */
      masked: boolean
      /** The form stopped at a read: the write it then sends is made from that read's answer. */
      readFirst?: true
      /** What the form sends after the shown request, in its own words (`FormInput.followedBy`). */
      followedBy?: string
    }

/** `bootDiskSize` → `Boot disk size`. */
export function fieldLabel(name: string): string {
  const words = camelToSnake(name).split('_').filter(Boolean).join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** 'Name: Must start with a lower-case letter'; a message that names its field already stands alone. */
export function problemText(field: string, message: string): string {
  const label = fieldLabel(field)
  return message.toLowerCase().startsWith(label.toLowerCase()) ? message : `${label}: ${message}`
}

/** The form's field messages, whether shown yet or not: what keeps the request from showing. */
export function incomplete(fieldErrors: Record<string, string | undefined>): RequestPreview | undefined {
  const problems = Object.entries(fieldErrors).flatMap(([k, m]) => (m ? [problemText(k, m)] : []))
  return problems.length ? { kind: 'incomplete', problems } : undefined
}

/**
 * The panel's content from a dry run of the form's submit. `followedBy` (the
 * form's words for the calls after its first) shows when the run stopped at a call.
 */
export function requestPreview(run: DryRun, secrets: readonly string[] = [], followedBy?: string): RequestPreview {
  if (run.error !== undefined && run.requests.length === 0) return { kind: 'refused', message: errorMessage(run.error) }
  let masked = false
  const requests = run.requests.map((r) => {
    const m = maskRequest(r, secrets)
    masked ||= m.masked
    return m.request
  })
  const lastCall = requests.at(-1)
  const readFirst = run.stopped && !!lastCall && (lastCall.method === 'get' || lastCall.method === 'head')
  return {
    kind: 'requests',
    requests,
    masked,
    ...(readFirst ? { readFirst: true as const } : {}),
    ...(run.stopped && followedBy ? { followedBy } : {}),
  }
}
