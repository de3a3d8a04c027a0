// The upload page: the form, and once an upload has started, its progress and steps.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { css, cx } from 'styled-system/css'
import type { Image } from '~/api'
import { field, type FormProps } from '~/machines/shared/form.connect'
import { BLOCK_SIZES, diskSizeFor, readImageHead, type ImageUploadValues } from '~/machines/storage/image-upload'
import { IMAGE_DOCS_URL, imageFileWarnings, type ImageFileWarning } from '~/machines/storage/image-upload.rules'
import type { ImageUploadProps, UploadStepStatus } from '~/machines/storage/image-upload.connect'
import { Row, Section } from '~/views/compute/instances/create/Section'
import {
  AttentionNote,
  Button,
  Card,
  formatBytes,
  formatGiB,
  FormErrors,
  icons,
  PageHeader,
  RadioGroup,
  Spinner,
  TextArea,
  TextField,
  useFocusFirstInvalid,
} from '~/views/ui'
import { FileField } from './FileField'
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
          <FileWarnings file={values.file} blockSize={values.blockSize} />
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

// ---- what the chosen file looks like ---------------------------------------------

const warningBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'warning',
  bg: 'warningBg',
  '& a': { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '2px', fontWeight: 'medium' },
})
const warningList = css({ display: 'flex', flexDirection: 'column', gap: '1', m: 0, pl: '4', listStyle: 'disc' })

type ChosenFile = ImageUploadValues['file']

/** The chosen file's first sectors, read once per file; null until read (or when the read fails: no advice then). */
function useFileHead(file: ChosenFile): { file: ChosenFile; head: Uint8Array } | null {
  const [read, setRead] = useState<{ file: ChosenFile; head: Uint8Array } | null>(null)
  useEffect(() => {
    if (!file) return
    let current = true
    readImageHead(file).then(
      (head) => current && setRead({ file, head }),
      () => current && setRead(null),
    )
    return () => {
      current = false
    }
  }, [file])
  // A head read from a file no longer chosen says nothing about this one.
  return read && file && read.file === file ? read : null
}

/** Advice on the chosen file before it uploads: a warning, never a block. */
function FileWarnings({ file, blockSize }: { file: ChosenFile; blockSize: number }) {
  const read = useFileHead(file)
  if (!file || !read) return null
  const warnings: ImageFileWarning[] = imageFileWarnings({ head: read.head, size: file.size, blockSize })
  if (warnings.length === 0) return null
  return (
    <div role="note" aria-label="File warnings" className={warningBox} data-testid="image-file-warnings">
      <ul className={warningList}>
        {warnings.map((w) => (
          <li key={w.kind}>{w.message}</li>
        ))}
      </ul>
      <span>
        How to prepare an image:{' '}
        <a href={IMAGE_DOCS_URL} target="_blank" rel="noreferrer">
          Creating and sharing images
        </a>
      </span>
    </div>
  )
}

// ---- the upload's progress -------------------------------------------------------

const bar = css({ h: '2', bg: 'neutralBg', borderRadius: 'full', overflow: 'hidden' })
const fill = css({ h: 'full', bg: 'accent', borderRadius: 'full', transition: 'width 0.2s' })
const numbers = css({ display: 'flex', justifyContent: 'space-between', mt: '2', fontSize: 'sm', color: 'fgMuted' })
const percentClass = css({ fontFamily: 'mono', color: 'fg' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '5' })
const item = css({ display: 'flex', alignItems: 'center', gap: '2.5', fontSize: 'sm' })
const iconBox = css({ display: 'inline-flex', w: '4', justifyContent: 'center', flexShrink: 0 })
const statusText: Record<UploadStepStatus, string> = {
  pending: 'not started',
  active: 'in progress',
  done: 'done',
  failed: 'failed',
}
const labelColor: Record<UploadStepStatus, string> = {
  pending: css({ color: 'fgSubtle' }),
  active: css({ color: 'fg', fontWeight: 'medium' }),
  done: css({ color: 'fg' }),
  failed: css({ color: 'danger' }),
}
const pendingDot = css({ w: '2.5', h: '2.5', borderRadius: 'full', border: '1.5px solid {colors.fgSubtle}' })
const progressFooter = css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '3', mt: '5' })
const note = css({ fontSize: 'sm', color: 'fgMuted' })

function StepIcon({ status }: { status: UploadStepStatus }) {
  if (status === 'done') return <icons.SuccessIcon className={css({ color: 'accent' })} />
  if (status === 'failed') return <icons.ErrorIcon className={css({ color: 'danger' })} />
  if (status === 'active') return <Spinner size="sm" decorative />
  return <span className={pendingDot} />
}

const heading: Record<ImageUploadProps['status'], string> = {
  idle: 'Upload',
  running: 'Uploading',
  cancelling: 'Cancelling',
  done: 'Uploaded',
  cancelled: 'Upload cancelled',
  failed: 'Upload failed',
}

/** Bytes written against the file's size, and the steps with where each stands. */
function UploadProgress({ upload }: { upload: ImageUploadProps }) {
  const { percent, bytesWritten, totalBytes, steps, status } = upload
  const valueText = `${formatBytes(bytesWritten)} of ${formatBytes(totalBytes)} (${percent}%)`
  // Keep the progress in view as it starts and ends (the form above can be taller than the window).
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [status])
  return (
    <div ref={ref}>
      <Card title={heading[status]}>
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={valueText}
          className={bar}
        >
          <div className={fill} style={{ width: `${percent}%` }} />
        </div>
        <div className={numbers}>
          <span>
            {formatBytes(bytesWritten)} of {formatBytes(totalBytes)}
          </span>
          <span className={percentClass}>{percent}%</span>
        </div>
        <ol aria-label="Upload steps" className={list}>
          {steps.map((step) => (
            <li key={step.key} className={item} data-status={step.status} data-testid={`upload-step-${step.key}`}>
              <span className={iconBox}>
                <StepIcon status={step.status} />
              </span>
              <span className={cx(labelColor[step.status])}>{step.label}</span>
              <span className={css({ srOnly: true })}>({statusText[step.status]})</span>
            </li>
          ))}
        </ol>
        {(upload.canCancel || status === 'cancelling') && (
          <div className={progressFooter}>
            {status === 'cancelling' && (
              <span role="status" className={note}>
                Cancelling: waiting for the current call, then removing what was created…
              </span>
            )}
            <Button
              variant="secondary"
              onClick={upload.cancel}
              disabled={!upload.canCancel}
              loading={status === 'cancelling'}
            >
              Cancel upload
            </Button>
          </div>
        )}
      </Card>
    </div>
  )
}
