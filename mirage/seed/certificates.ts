// maze-war's TLS certificate for its API and console (self-signed for
// *.sys.oxide.example, valid until 2036; its key is not kept: the mock never
// serves one), and the silos' auth settings: maze-war has none (no limit),
// myriad's device tokens live a week at most.
import type { Store } from '../store'
import { childId, ids } from './ids'
import { stamps } from './time'

const MAZE_WAR_CERT = `-----BEGIN CERTIFICATE-----
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

export function seedCertificates(store: Store) {
  store.create('certificate', {
    id: childId('certificate', 'maze-war', 'maze-war-tls'),
    siloId: ids.silo.mazeWar,
    name: 'maze-war-tls',
    description: 'The wildcard certificate of the silo domain',
    service: 'external_api',
    cert: MAZE_WAR_CERT,
    key: '(not kept by the mock)',
    ...stamps(1),
  })
  store.create('siloAuthSettings', {
    id: childId('silo-auth-settings', ids.silo.myriad),
    siloId: ids.silo.myriad,
    device_token_max_ttl_seconds: 7 * 24 * 3600,
  })
}
