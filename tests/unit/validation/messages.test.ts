import { describe, expect, it } from 'vitest'
import {
  messages,
  validateCidr,
  validateDescription,
  validateIp,
  validateName,
  validatePortRange,
  validateSize,
  validateSshPublicKey,
  validateUnique,
} from '~/validation'

// Every message in messages.ts must be something a validator can actually say;
// a message nothing returns is dead wording.
function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (typeof node === 'function') return [node.length === 1 ? node('Name') : node(1, 'GiB')]
  return Object.values(node as object).flatMap(leaves)
}

describe('messages', () => {
  it('are each returned by some input', () => {
    const said = new Set(
      [
        validateName(''),
        validateName('A'),
        validateName('a_'),
        validateName('a-'),
        validateName('a'.repeat(64)),
        validateName('abcdef01-2345-6789-abcd-ef0123456789'),
        validateDescription('x'.repeat(513)),
        validateIp('x'),
        validateCidr('x'),
        validateCidr('1.2.3.4/x'),
        validateCidr('1.2.3.4/33'),
        validateCidr('::/129'),
        validatePortRange('x'),
        validatePortRange('70000'),
        validatePortRange('2-1'),
        validateUnique([1, 1]),
        validateSize(0.5, { min: 1, max: 1, unit: 'GiB' }),
        validateSize(0, { min: 1, max: 1, unit: 'GiB' }),
        validateSize(2, { min: 1, max: 1, unit: 'GiB' }),
        validateSshPublicKey('-----BEGIN OPENSSH PRIVATE KEY-----'),
        validateSshPublicKey('ssh-rsa AAAA\nAAAA'),
        validateSshPublicKey('ssh-foo AAAA'),
        validateSshPublicKey('ssh-rsa'),
        validateSshPublicKey('ssh-rsa A'),
        validateSshPublicKey('ssh-rsa AAAAC3NzaC1lZDI1NTE5'),
        validateSshPublicKey('ssh-rsa AAAAAQ=='),
      ].filter((m) => m !== undefined),
    )
    expect([...said].sort()).toEqual([...new Set(leaves(messages))].sort())
  })
})
