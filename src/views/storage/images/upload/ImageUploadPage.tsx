import { useRef, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { Image } from '~/api'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { ImageUploadProps } from '~/machines/storage/image-upload.connect'
import { BLOCK_SIZES, diskSizeFor, type ImageUploadValues } from '~/machines/storage/image-upload-form.input'
import { Row, Section } from '~/views/compute/instances/create/Section'
import { AttentionNote, Button, formatGiB, FormErrors, PageHeader, RadioGroup, TextArea, TextField, useFocusFirstInvalid } from '~/views/ui'
import { FileField } from './FileField'
import { UploadProgress } from './UploadProgress'
import { NAME_HINT } from '~/validation'

export type ImageUploadPageProps = {
  form: FormProps<ImageUploadValues, Image>
  upload: ImageUploadProps
  /** Back to the images list (the route asks first while an upload runs). */
  onCancel: () => void
}

const wrap = css({ maxW: '60rem', display: 'flex', flexDirection: 'column', gap: '2' })
const footer = css({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: '2',
  mt: '2',
  py: '4',
  borderTop: '1px solid {colors.border}',
})

/** The upload form; once an upload has started, its progress and steps under it. */
export function ImageUploadPage({ form, upload, onCancel }: ImageUploadPageProps) {
  const { values, errors } = form
  const formRef = useRef<HTMLFormElement>(null)
  const busy = form.isSubmitting

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!form.canSubmit) return
    form.submit()
  }
  useFocusFirstInvalid(formRef, form.attention)

  const text = (name: 'name' | 'os' | 'version', label: string, description?: string) => (
    <TextField label={label} required disabled={busy} description={description} {...field(form, name)} />
  )

  return (
    <div className={wrap}>
      <PageHeader
        title="Upload image"
        description="The file is written into a temporary disk, snapshotted, and the image is made from the snapshot."
      />
      <form ref={formRef} aria-label="Upload image" noValidate onSubmit={onSubmit}>
        <Section title="Image">
          {text('name', 'Name', `${NAME_HINT}.`)}
          <TextArea label="Description" rows={2} disabled={busy} {...field(form, 'description')} />
          <Row>
            {text('os', 'OS', 'The operating system family, e.g. Debian.')}
            {text('version', 'Version', 'The operating system version, e.g. 12.')}
          </Row>
        </Section>
        <Section title="File" hint="A raw disk image. Its size must be a whole number of blocks.">
          <RadioGroup
            label="Block size"
            required
            disabled={busy}
            {...field(form, 'blockSize')}
            options={BLOCK_SIZES.map((b) => ({ value: b, label: `${b} bytes` }))}
          />
          <FileField
            label="Image file"
            required
            disabled={busy}
            {...field(form, 'file')}
            description={
              values.file && !errors.file
                ? `A temporary disk of ${formatGiB(diskSizeFor(values.file.size))} holds it while it uploads.`
                : undefined
            }
          />
        </Section>
        {/* What happened shows where the user is looking: by the upload's progress. */}
        <FormErrors errors={form.formErrors} />
        {upload.status !== 'idle' && <UploadProgress upload={upload} />}
        <div className={footer}>
          <AttentionNote count={form.attention.count} />
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Upload image
          </Button>
        </div>
      </form>
    </div>
  )
}
