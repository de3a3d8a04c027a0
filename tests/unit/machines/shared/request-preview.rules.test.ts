import { describe, expect, it } from 'vitest'
import {
  cliCommand,
  httpText,
  incomplete,
  MASK,
  maskSecrets,
  requestPreview,
  shellQuote,
} from '~/machines/shared/request-preview.rules'

const project = { method: 'post' as const, path: '/v1/projects', body: { name: 'my-project', description: '' } }

describe('CLI command', () => {
  it('a POST reads its JSON body from a quoted heredoc', () => {
    expect(cliCommand(project)).toBe(
      `oxide api '/v1/projects' --method POST --input - <<'EOF'\n{\n  "name": "my-project",\n  "description": ""\n}\nEOF`,
    )
  })

  it('keeps the query string in the path, and gives no method for a GET and no input without a body', () => {
    expect(cliCommand({ method: 'get', path: '/v1/images/i1?project=p1' })).toBe(`oxide api '/v1/images/i1?project=p1'`)
    expect(cliCommand({ method: 'delete', path: '/v1/disks/d1?project=p1' })).toBe(`oxide api '/v1/disks/d1?project=p1' --method DELETE`)
  })

  it('a path is one shell word whatever it holds', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`)
    expect(cliCommand({ method: 'get', path: "/v1/x/it's" })).toBe(`oxide api '/v1/x/it'\\''s'`)
  })

  it('a form-encoded body has no CLI form', () => {
    expect(cliCommand({ method: 'post', path: '/device/auth', form: 'client_id=x' })).toBeUndefined()
  })
})

describe('HTTP text', () => {
  it('is the request line, a blank line and the pretty JSON body', () => {
    expect(httpText(project)).toBe('POST /v1/projects\n\n{\n  "name": "my-project",\n  "description": ""\n}')
    expect(httpText({ method: 'get', path: '/v1/me' })).toBe('GET /v1/me')
  })
})

describe('masking secrets by field name', () => {
  it('masks passwords, private keys, webhook secrets and MD5 keys at any depth, and nothing else', () => {
    const body = {
      external_id: 'alice',
      password: { mode: 'password', value: 'hunter2' },
      tls_certificates: [{ name: 'c1', cert: '-----BEGIN CERTIFICATE-----', key: '-----BEGIN PRIVATE KEY-----' }],
      signing_keypair: { public_cert: 'PUB', private_key: 'PRIV' },
      secrets: ['s1', 's2'],
      peers: [{ md5_auth_key: 'md5', hold_time: 6 }],
      public_key: 'ssh-ed25519 AAAA',
    }
    const { body: masked, masked: any } = maskSecrets(body)
    expect(any).toBe(true)
    expect(masked).toEqual({
      external_id: 'alice',
      password: { mode: 'password', value: MASK },
      tls_certificates: [{ name: 'c1', cert: '-----BEGIN CERTIFICATE-----', key: MASK }],
      signing_keypair: { public_cert: 'PUB', private_key: MASK },
      secrets: [MASK, MASK],
      peers: [{ md5_auth_key: MASK, hold_time: 6 }],
      public_key: 'ssh-ed25519 AAAA',
    })
  })

  it("an empty or absent secret is shown as it is, and a form's own secret fields (camelCase) are masked too", () => {
    expect(maskSecrets({ password: '', md5_auth_key: null })).toEqual({ body: { password: '', md5_auth_key: null }, masked: false })
    expect(maskSecrets({ api_credential: 'abc' }, ['apiCredential'])).toEqual({ body: { api_credential: MASK }, masked: true })
  })

  it('the preview masks every request, form-encoded ones included', () => {
    const preview = requestPreview({
      requests: [
        { method: 'post', path: '/v1/users', body: { password: { mode: 'password', value: 'x' } } },
        { method: 'post', path: '/device/token', form: 'token=abc&client_id=c' },
      ],
      stopped: false,
    })
    expect(preview).toEqual({
      kind: 'requests',
      masked: true,
      requests: [
        { method: 'post', path: '/v1/users', body: { password: { mode: 'password', value: MASK } } },
        { method: 'post', path: '/device/token', form: `token=${encodeURIComponent(MASK)}&client_id=c` },
      ],
    })
  })
})

describe('the preview', () => {
  it('says what is left to fix, each message with its field unless it names it', () => {
    expect(incomplete({ name: 'Name is required', bootDiskSize: 'Must be at least 1 GiB', description: undefined })).toEqual({
      kind: 'incomplete',
      problems: ['Name is required', 'Boot disk size: Must be at least 1 GiB'],
    })
    expect(incomplete({ name: undefined })).toBeUndefined()
  })

  it("a run stopped at a read says the write is made from the read's answer", () => {
    expect(requestPreview({ requests: [{ method: 'get', path: '/v1/policy' }], stopped: true })).toMatchObject({ readFirst: true })
    expect(requestPreview({ requests: [project], stopped: true })).not.toHaveProperty('readFirst')
  })

  it("the form's words for what follows show only when the run stopped at a call", () => {
    const then = 'attaches the new disk to the instance'
    expect(requestPreview({ requests: [project], stopped: true }, [], then)).toMatchObject({ followedBy: then })
    expect(requestPreview({ requests: [project], stopped: false }, [], then)).not.toHaveProperty('followedBy')
  })

  it("the form's own refusal, before any call, is its message", () => {
    expect(requestPreview({ requests: [], stopped: false, error: new Error('Snapshot is not ready') })).toEqual({
      kind: 'refused',
      message: 'Snapshot is not ready',
    })
  })
})
