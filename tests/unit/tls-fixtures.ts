// A throwaway TLS pair for unit tests (openssl, P-256, self-signed for
// *.sys.oxide.example, O=Maze War, valid 2026-11-24 to 2036-11-21), and the
// same certificate with its notAfter moved to 2016 (the signature no longer
// matches; nothing here checks it).
export const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIB1zCCAX2gAwIBAgIUCNDjnl+Ht0k8eIIpqeg17DprFFAwCgYIKoZIzj0EAwIw
MTEcMBoGA1UEAwwTKi5zeXMub3hpZGUuZXhhbXBsZTERMA8GA1UECgwITWF6ZSBX
YXIwHhcNMjYxMTI0MTQwNjEwWhcNMzYxMTIxMTQwNjEwWjAxMRwwGgYDVQQDDBMq
LnN5cy5veGlkZS5leGFtcGxlMREwDwYDVQQKDAhNYXplIFdhcjBZMBMGByqGSM49
AgEGCCqGSM49AwEHA0IABOiCxj8Tx+m6UgYATBuC251ESWE92OI8UEcjJltYKkg+
7u89iVIs5ad4oQlgd6v2U/nSjKn/rBCK79fO2QpSJAGjczBxMB0GA1UdDgQWBBQ6
A7jyYKfn+dnsWmXZWrT1aBlMITAfBgNVHSMEGDAWgBQ6A7jyYKfn+dnsWmXZWrT1
aBlMITAPBgNVHRMBAf8EBTADAQH/MB4GA1UdEQQXMBWCEyouc3lzLm94aWRlLmV4
YW1wbGUwCgYIKoZIzj0EAwIDSAAwRQIhALtmO+1p9xth0CQTrs6WIR5HWPigd479
O6kqqhEyMxhfAiATvc9i1gmHxJByldfgQoYl/QjwAFdZL4ox/rZgfMpFrw==
-----END CERTIFICATE-----
`

export const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgJpfXoWI4WXycE23J
+6UcUkfwUXmdctZ0lktUVfghOMahRANCAATogsY/E8fpulIGAEwbgtudRElhPdji
PFBHIyZbWCpIPu7vPYlSLOWneKEJYHer9lP50oyp/6wQiu/XztkKUiQB
-----END PRIVATE KEY-----
`

const pem = (label: string, der: Uint8Array) =>
  `-----BEGIN ${label}-----\n${btoa(String.fromCharCode(...der)).replace(/(.{64})/g, '$1\n')}\n-----END ${label}-----\n`

const der = (p: string) => Uint8Array.from(atob(p.replace(/-----[A-Z ]+-----|\s/g, '')), (c) => c.charCodeAt(0))

/** TEST_CERT with notAfter 2016-11-21: expired. */
export function expiredCert(): string {
  const bytes = der(TEST_CERT)
  const text = new TextDecoder('latin1').decode(bytes)
  const at = text.indexOf('361121140610Z')
  bytes.set(new TextEncoder().encode('161121140610Z'), at)
  return pem('CERTIFICATE', bytes)
}
