import { describe, expect, test } from 'vitest'
import { readImageHead } from '~/machines/storage/image-upload'
import {
  GPT_OFFSET,
  IMAGE_HEAD_BYTES,
  ISO9660_OFFSET,
  imageFileWarningMessages,
  imageFileWarnings,
  looksBootable,
} from '~/machines/storage/image-upload.rules'

/** `size` bytes of 0x5a with `text` written at each offset given. */
function bytes(size: number, marks: [number, string][] = []): Uint8Array {
  const b = new Uint8Array(size).fill(0x5a)
  for (const [offset, text] of marks) b.set(new TextEncoder().encode(text), offset)
  return b
}

describe('looks bootable', () => {
  test('a GPT header at 512 or an ISO 9660 identifier at 32769 is enough; either alone', () => {
    expect(looksBootable(bytes(IMAGE_HEAD_BYTES, [[GPT_OFFSET, 'EFI PART']]))).toBe(true)
    expect(looksBootable(bytes(IMAGE_HEAD_BYTES, [[ISO9660_OFFSET, 'CD001']]))).toBe(true)
    expect(looksBootable(bytes(IMAGE_HEAD_BYTES, [[GPT_OFFSET, 'EFI PART'], [ISO9660_OFFSET, 'CD001']]))).toBe(true)
  })

  test('nothing, a signature elsewhere, or a partial one is not', () => {
    expect(looksBootable(bytes(IMAGE_HEAD_BYTES))).toBe(false)
    expect(looksBootable(bytes(IMAGE_HEAD_BYTES, [[0, 'EFI PART']]))).toBe(false)
    expect(looksBootable(bytes(IMAGE_HEAD_BYTES, [[GPT_OFFSET + 1, 'EFI PART']]))).toBe(false)
    expect(looksBootable(bytes(IMAGE_HEAD_BYTES, [[GPT_OFFSET, 'EFI PAR!']]))).toBe(false)
    expect(looksBootable(bytes(IMAGE_HEAD_BYTES, [[ISO9660_OFFSET - 1, 'CD001']]))).toBe(false)
  })

  test('a file too short to hold a signature is not, without reading past its end', () => {
    expect(looksBootable(new Uint8Array(0))).toBe(false)
    expect(looksBootable(bytes(GPT_OFFSET + 7, [[GPT_OFFSET, 'EFI PAR']]))).toBe(false)
    expect(looksBootable(bytes(GPT_OFFSET + 8, [[GPT_OFFSET, 'EFI PART']]))).toBe(true)
  })
})

describe('warnings', () => {
  const gpt = bytes(IMAGE_HEAD_BYTES, [[GPT_OFFSET, 'EFI PART']])

  test('a bootable file of whole blocks gets none', () => {
    expect(imageFileWarnings({ head: gpt, size: 1024 * 1024, blockSize: 512 })).toEqual([])
    expect(imageFileWarnings({ head: gpt, size: 8192, blockSize: 4096 })).toEqual([])
  })

  test('no boot signature: one warning', () => {
    expect(imageFileWarnings({ head: bytes(IMAGE_HEAD_BYTES), size: 4096, blockSize: 512 })).toEqual([
      { kind: 'notBootable', message: imageFileWarningMessages.notBootable },
    ])
  })

  test('a size that is not whole blocks of the chosen size: one warning naming both', () => {
    const warnings = imageFileWarnings({ head: gpt, size: 6144, blockSize: 4096 })
    expect(warnings).toEqual([{ kind: 'partialBlock', message: imageFileWarningMessages.partialBlock(6144, 4096) }])
    expect(warnings[0].message).toContain('6,144 bytes')
    expect(warnings[0].message).toContain('4096-byte blocks')
    // The same file is whole 2048-byte blocks.
    expect(imageFileWarnings({ head: gpt, size: 6144, blockSize: 2048 })).toEqual([])
  })

  test('both at once; an empty file gets none (the form says it is empty)', () => {
    expect(imageFileWarnings({ head: bytes(1000), size: 1000, blockSize: 512 }).map((w) => w.kind)).toEqual(['notBootable', 'partialBlock'])
    expect(imageFileWarnings({ head: new Uint8Array(0), size: 0, blockSize: 512 })).toEqual([])
  })
})

test('the head read is the first sectors only, or the whole file when smaller', async () => {
  const slices: [number, number][] = []
  const file = (size: number) => ({
    size,
    slice: (start: number, end: number) => {
      slices.push([start, end])
      return { arrayBuffer: async () => new ArrayBuffer(end - start) }
    },
  })
  expect((await readImageHead(file(10 * 1024 * 1024))).byteLength).toBe(IMAGE_HEAD_BYTES)
  expect((await readImageHead(file(1000))).byteLength).toBe(1000)
  expect(slices).toEqual([
    [0, IMAGE_HEAD_BYTES],
    [0, 1000],
  ])
})
