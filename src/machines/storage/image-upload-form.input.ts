// The upload-image form (used with the form machine): its values, the rules
// checked before anything is created, and the rules on the file that the
// upload machine checks again before it starts. Nexus imports whole blocks
// into a disk whose size is a whole number of GiB, so the file must be a
// whole number of blocks and fit the largest disk.
import { GiB, type Image, type Schema } from '~/api'
import { BLOCK_SIZES as LIMIT_BLOCK_SIZES } from '~/validation'
import { messages, validateDescription, validateName } from '~/validation'
import { createFormMachine, type FieldErrors, type FormInput } from '../shared/form.machine'

export type BlockSize = Schema<'BlockSize'>
export const BLOCK_SIZES: readonly BlockSize[] = LIMIT_BLOCK_SIZES

/** Nexus's largest disk (MAX_DISK_SIZE_BYTES): the largest image file that fits. */
export const MAX_IMAGE_FILE_BYTES = 1023 * GiB

/** What the upload reads of the file: its size and slices of it, one at a time. */
export interface UploadSource {
  readonly size: number
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> }
}

export type ImageUploadValues = {
  name: string
  description: string
  os: string
  version: string
  blockSize: BlockSize
  file: (UploadSource & { readonly name?: string }) | null
}

/** The values an upload starts with: a file is chosen. */
export type UploadValues = Omit<ImageUploadValues, 'file'> & { file: NonNullable<ImageUploadValues['file']> }

export const imageUploadInitialValues: ImageUploadValues = {
  name: '',
  description: '',
  os: '',
  version: '',
  blockSize: 512,
  file: null,
}

export const imageUploadMessages = {
  osRequired: messages.required('OS'),
  versionRequired: messages.required('Version'),
  fileRequired: messages.required('Image file'),
  fileEmpty: 'The file is empty',
  fileTooLarge: 'The file is larger than the largest disk (1023 GiB)',
  blockSize: 'Block size must be 512, 2048 or 4096 bytes',
  notWholeBlocks: (blockSize: number) => `The file size must be a multiple of the block size (${blockSize} bytes)`,
  nameTaken: 'Image name already exists',
} as const

/** Why this file cannot be imported with this block size; undefined when it can. */
export function checkImageFile(file: Pick<UploadSource, 'size'> | null, blockSize: number): string | undefined {
  if (!file) return imageUploadMessages.fileRequired
  if (file.size === 0) return imageUploadMessages.fileEmpty
  if (file.size > MAX_IMAGE_FILE_BYTES) return imageUploadMessages.fileTooLarge
  if (!BLOCK_SIZES.includes(blockSize as BlockSize)) return undefined // the block size field says so
  if (file.size % blockSize !== 0) return imageUploadMessages.notWholeBlocks(blockSize)
  return undefined
}

/** The temporary disk holds the whole file: its size rounded up to whole GiB (Nexus's unit of disk size). */
export const diskSizeFor = (fileSize: number) => Math.max(1, Math.ceil(fileSize / GiB)) * GiB

export function validateImageUpload(v: ImageUploadValues): FieldErrors<ImageUploadValues> {
  return {
    name: validateName(v.name),
    description: validateDescription(v.description),
    os: v.os.trim() ? undefined : imageUploadMessages.osRequired,
    version: v.version.trim() ? undefined : imageUploadMessages.versionRequired,
    blockSize: BLOCK_SIZES.includes(v.blockSize) ? undefined : imageUploadMessages.blockSize,
    file: checkImageFile(v.file, v.blockSize),
  }
}

export const imageUploadFormMachine = createFormMachine<ImageUploadValues, Image>()

/**
 * The form's input. Its submit is the whole upload (`upload`, normally
 * `runUpload` on the page's upload machine): the form stays submitting while
 * it runs, and a failed or cancelled upload returns to editing with every
 * value kept and the upload's account of what happened as the form's error.
 */
export function imageUploadFormInput(
  upload: (values: UploadValues) => Promise<Image>,
): FormInput<ImageUploadValues, Image> {
  return {
    initialValues: imageUploadInitialValues,
    validate: validateImageUpload,
    submit: (values) => {
      // The rules keep an empty file from getting here; this narrows the type.
      if (!values.file) return Promise.reject(new Error(imageUploadMessages.fileRequired))
      return upload({ ...values, file: values.file })
    },
  }
}
