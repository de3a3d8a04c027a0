// What the upload page says about a chosen file before it is uploaded: does
// it look like something an instance can boot, and is it a whole number of
// blocks of the chosen size. Advice only — the form's own rules decide what
// may be uploaded. Pure: the page reads the file's first sectors and hands
// them here.

/** A GPT disk has its header in the second 512-byte sector, starting with this signature. */
export const GPT_SIGNATURE = 'EFI PART'
export const GPT_OFFSET = 512
/** An ISO 9660 image has its first volume descriptor at 32768; the identifier follows the type byte. */
export const ISO9660_SIGNATURE = 'CD001'
export const ISO9660_OFFSET = 32769

/** How much of the file's start the checks need. */
export const IMAGE_HEAD_BYTES = Math.max(GPT_OFFSET + GPT_SIGNATURE.length, ISO9660_OFFSET + ISO9660_SIGNATURE.length)

export const IMAGE_DOCS_URL = 'https://docs.oxide.computer/guides/creating-and-sharing-images'

export type ImageFileWarning = { kind: 'notBootable' | 'partialBlock'; message: string }

export const imageFileWarningMessages = {
  notBootable:
    'This file does not look bootable: it has neither a GPT partition table nor an ISO 9660 file system. An instance may not start from it.',
  partialBlock: (size: number, blockSize: number) =>
    `Its size (${size.toLocaleString('en-US')} bytes) is not a whole number of ${blockSize}-byte blocks. Choose the block size the image was made with, or pad the file to a whole block.`,
} as const

/** Whether `text`'s bytes (ASCII) are at `offset` in `head`. */
function hasSignature(head: Uint8Array, offset: number, text: string): boolean {
  if (head.byteLength < offset + text.length) return false
  for (let i = 0; i < text.length; i++) if (head[offset + i] !== text.charCodeAt(i)) return false
  return true
}

/** A GPT header or an ISO 9660 identifier where each belongs: either is enough. */
export function looksBootable(head: Uint8Array): boolean {
  return hasSignature(head, GPT_OFFSET, GPT_SIGNATURE) || hasSignature(head, ISO9660_OFFSET, ISO9660_SIGNATURE)
}

export type ImageFileFacts = {
  /** the file's first bytes (IMAGE_HEAD_BYTES of them, or the whole file when smaller) */
  head: Uint8Array
  size: number
  blockSize: number
}

/** What to warn about this file; empty when it looks fine. An empty file is the form's business, not a warning. */
export function imageFileWarnings({ head, size, blockSize }: ImageFileFacts): ImageFileWarning[] {
  if (size === 0) return []
  const warnings: ImageFileWarning[] = []
  if (!looksBootable(head)) warnings.push({ kind: 'notBootable', message: imageFileWarningMessages.notBootable })
  if (blockSize > 0 && size % blockSize !== 0) {
    warnings.push({ kind: 'partialBlock', message: imageFileWarningMessages.partialBlock(size, blockSize) })
  }
  return warnings
}
