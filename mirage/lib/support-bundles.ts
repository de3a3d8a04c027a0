// A support bundle's contents in the mock: a plausible file list (what Nexus's
// collector gathers: bundle_id.txt, the control plane's state, each sled's
// service logs, ereports) with generated text, and the whole bundle as a real
// zip of those files.
//
// The mock answers inside the page through a fake XMLHttpRequest whose body
// must be a string, which the page reads back as UTF-8: a byte above 0x7f
// would come out as two. So the zip is written with every byte below 0x80
// (stored, not compressed; dates and padding chosen so that CRCs, sizes and
// offsets have no high byte): it is a valid zip all the same, and arrives
// byte for byte.
import type { Row } from '../store'

export type BundleFile = { path: string; text: string }

const SLEDS = ['BRM42220004', 'BRM42220011', 'BRM44220005']
const SERVICES = ['oxide-sled-agent', 'oxide-propolis-server', 'oxide-crucible-agent']

const logLines = (sled: string, service: string, lines: number) =>
  Array.from({ length: lines }, (_, i) =>
    JSON.stringify({
      msg: i % 7 === 0 ? 'request completed' : 'periodic check',
      v: 0,
      name: service,
      level: i % 11 === 0 ? 40 : 30,
      time: new Date(Date.UTC(2025, 0, 15, 12, 0, i)).toISOString(),
      hostname: sled,
      seq: i,
    }),
  ).join('\n') + '\n'

/** The files of a bundle, as its index lists them (directories are implied by the paths). */
export function bundleFiles(bundle: Pick<Row<'supportBundle'>, 'id' | 'time_created' | 'reason_for_creation'>): BundleFile[] {
  const files: BundleFile[] = [
    { path: 'bundle_id.txt', text: `${bundle.id}\n` },
    {
      path: 'meta/trace.json',
      text: `${JSON.stringify({ traceEvents: [], displayTimeUnit: 'ms', collected: bundle.time_created }, null, 2)}\n`,
    },
    {
      path: 'reconfigurator_state.json',
      text: `${JSON.stringify({ planning_input: { sleds: SLEDS.length }, reason: bundle.reason_for_creation }, null, 2)}\n`,
    },
  ]
  SLEDS.forEach((sled, s) => {
    for (const [n, service] of SERVICES.entries()) {
      files.push({ path: `rack/sled/${sled}/logs/${service}.log`, text: logLines(sled, service, 4 + 3 * s + 2 * n) })
    }
    files.push({ path: `rack/sled/${sled}/uptime`, text: ` 12:00:00 up ${3 + s} days,  load average: 0.4${s}, 0.3${s}, 0.2${s}\n` })
  })
  files.push({
    path: `ereports/${SLEDS[1]}/0000000000000001.json`,
    text: `${JSON.stringify({ class: 'ereport.hw.pwr.bmr_underrun', serial: SLEDS[1], ena: '0x1' }, null, 2)}\n`,
  })
  return files
}

/** The index Nexus serves: the zip's names, one per line, directories ending in '/'. */
export function bundleIndex(files: readonly BundleFile[]): string {
  const names: string[] = []
  const dirs = new Set<string>()
  for (const { path } of files) {
    const parts = path.split('/')
    for (let i = 1; i < parts.length; i++) {
      const dir = `${parts.slice(0, i).join('/')}/`
      if (!dirs.has(dir)) {
        dirs.add(dir)
        names.push(dir)
      }
    }
    names.push(path)
  }
  return names.join('\n')
}

// ---- the zip -----------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

export function crc32(text: string): number {
  let c = 0xffffffff
  for (let i = 0; i < text.length; i++) c = CRC_TABLE[(c ^ text.charCodeAt(i)) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** Every byte of the little-endian number below 0x80. */
const low = (n: number, bytes: number) => {
  for (let i = 0; i < bytes; i++) if (((n >>> (8 * i)) & 0xff) >= 0x80) return false
  return true
}
const le = (n: number, bytes: number) =>
  Array.from({ length: bytes }, (_, i) => String.fromCharCode((n >>> (8 * i)) & 0xff)).join('')

// 2025-01-15 12:00:00 in DOS time: both words' bytes below 0x80.
const DOS_TIME = (12 << 11) | (0 << 5) | 0
const DOS_DATE = ((2025 - 1980) << 9) | (1 << 5) | 15

/**
 * `text` with trailing newlines (for its length) and a short tag line (for its
 * CRC) such that `fits`: the first found of a bounded search.
 */
function padded(text: string, fits: (t: string) => boolean): string {
  for (let lines = 0; lines < 256; lines++) {
    for (let tag = 0; tag < 256; tag++) {
      const t = text + '\n'.repeat(lines) + (tag === 0 ? '' : `#${tag.toString(16).padStart(2, '0')}\n`)
      if (fits(t)) return t
    }
  }
  throw new Error('no padding makes this file fit an ASCII-safe zip')
}

/**
 * A stored zip of `files` (ASCII text, under 32 KiB in all), as a string of
 * bytes each below 0x80. A file whose CRC, size or end offset would have a
 * high byte is padded until none does.
 */
export function zipBundle(files: readonly BundleFile[]): string {
  let out = ''
  const entries: { head: string; path: string }[] = []
  for (const file of files) {
    const header = 30 + file.path.length
    const text = padded(file.text, (t) => {
      const end = out.length + header + t.length
      return low(crc32(t), 4) && low(t.length, 4) && low(end, 4)
    })
    // Past 32 KiB an offset's second byte would be high: a bundle this small never gets there.
    if (out.length + header + text.length >= 0x8000) throw new Error('mock bundle too large for an ASCII-safe zip')
    const crc = crc32(text)
    const common =
      le(10, 2) + le(0, 2) + le(0, 2) + le(DOS_TIME, 2) + le(DOS_DATE, 2) + le(crc, 4) + le(text.length, 4) + le(text.length, 4) + le(file.path.length, 2)
    // Central entry: made by (2.0), the same fields, extra length, then comment length (filled below), disk, attributes, offset.
    entries.push({ head: 'PK\x01\x02' + le(20, 2) + common + le(0, 2), path: `${le(0, 2) + le(0, 2) + le(0, 4) + le(out.length, 4)}${file.path}` })
    out += 'PK\x03\x04' + common + le(0, 2) + file.path + text
  }
  // The central directory's size must fit too: the last entry's comment pads it.
  const size = (pad: number) => entries.reduce((n, e) => n + e.head.length + 2 + e.path.length, 0) + pad
  let pad = 0
  while (!low(size(pad), 4)) pad++
  const central = entries
    .map((e, i) => {
      const comment = i === entries.length - 1 ? ' '.repeat(pad) : ''
      return e.head + le(comment.length, 2) + e.path + comment
    })
    .join('')
  const n = entries.length
  return out + central + 'PK\x05\x06' + le(0, 2) + le(0, 2) + le(n, 2) + le(n, 2) + le(central.length, 4) + le(out.length, 4) + le(0, 2)
}
