// Every message the validation layer can return, written once. The IP, CIDR and
// uniqueness wording is fixed (docs/behaviour.md); the rest are the console's own choices.
// Messages that depend on a value are functions of it, still defined only here.

export const messages = {
  required: (label: string) => `${label} is required`,

  name: {
    startLetter: 'Must start with a lower-case letter',
    characters: 'Can only contain lower-case letters, numbers, and dashes',
    endLetterOrNumber: 'Must end with a letter or number',
    maxLength: 'Must be 63 characters or fewer',
    uuid: 'Cannot be a UUID',
  },

  description: {
    maxLength: 'Must be 512 characters or fewer',
  },

  ip: {
    invalid: 'Not a valid IP address',
  },

  cidr: {
    shape: 'Must contain an IP address and a width, separated by a /',
    widthInteger: 'Width must be an integer',
    maxWidthV4: 'Max width for IPv4 is 32',
    maxWidthV6: 'Max width for IPv6 is 128',
  },

  portRange: {
    shape: 'Must be a port number or a range of ports, like 80 or 8000-8080',
    maxPort: 'Ports must be 65535 or lower',
    order: 'The end of the range must not be lower than the start',
  },

  unique: 'Items must be unique',

  sshKey: {
    privateKey: 'This is a private key: paste the public key (the .pub file) instead',
    oneLine: 'Must be on a single line',
    type: 'Must start with a key type: ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256/384/521 or an sk-…@openssh.com type',
    missingData: 'Must have the base64 key data after the key type',
    base64: 'The key data is not valid base64',
    mismatch: 'The key data is for a different key type',
    malformed: 'The key data is incomplete or damaged',
  },

  size: {
    integer: 'Must be a whole number',
    min: (min: number, unit: string) => withUnit(`Must be at least ${min}`, unit),
    max: (max: number, unit: string) => withUnit(`Must be ${max}`, unit) + ' or less',
  },
} as const

function withUnit(text: string, unit: string) {
  return unit ? `${text} ${unit}` : text
}
