import { useEffect, useRef, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { InstanceCreateProps } from '~/machines/compute/instance-create.machine'
import { field } from '~/machines/shared/form.connect'
import { AttentionNote, Button, FormErrors, NumberField, PageHeader, TextArea, TextField, useFocusFirstInvalid } from '~/views/ui'
import { RequestPreview } from '~/views/kit/RequestPreview'
import { BootDiskSection, DisksSection } from './DiskSections'
import { Section } from './Section'
import { AdvancedSection, AuthenticationSection, HardwareSection, NetworkingSection } from './Sections'
import { NAME_HINT } from '~/validation'

export type InstanceCreatePageProps = {
  page: InstanceCreateProps
  /** Made like another instance: what was filled in, and what could not be. */
  notes?: string[]
  onCancel: () => void
  onCreateDisk: () => void
  onAttachDisk: () => void
  onAddSshKey: () => void
}

const wrap = css({ maxW: '60rem' })
const notesClass = css({ mb: '4', px: '4', py: '3', borderRadius: 'md', bg: 'bgRaised', border: '1px solid {colors.border}', fontSize: 'sm', color: 'fg', '& ul': { listStyle: 'disc', pl: '4', display: 'grid', gap: '1' } })
const footer = css({
  position: 'sticky',
  bottom: '-6',
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: '2',
  mt: '2',
  py: '4',
  bg: 'bg',
  borderTop: '1px solid {colors.border}',
})

/** The create-instance form: a full page of sections, submitted at the bottom. */
export function InstanceCreatePage({ page, notes, onCancel, onCreateDisk, onAttachDisk, onAddSshKey }: InstanceCreatePageProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const errorsRef = useRef<HTMLDivElement>(null)

  // The server's answer shows at the top of a long page: bring it into view.
  const serverError = page.formErrors.join('\n')
  useEffect(() => {
    if (serverError) errorsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [serverError])

  // The rules check the boot source, keys and network against the pickers'
  // lists, and their defaults fill those fields: a submit waits for them to be
  // read (one that could not be leaves its picker to say so, and blocks nothing).
  const reading = Object.values(page.lists).some((list) => list.status === 'pending')
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!page.canSubmit || reading) return
    page.submit()
  }
  // After a refused submit, take the user to the first field that needs them.
  useFocusFirstInvalid(formRef, page.attention)

  return (
    <div className={wrap}>
      <PageHeader title="Create instance" />
      {notes && notes.length > 0 && (
        <div className={notesClass} role="note" aria-label="Made like another instance">
          <ul>
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      )}
      <div ref={errorsRef}>
        <FormErrors errors={page.formErrors} />
      </div>
      <form ref={formRef} aria-label="Create instance" noValidate onSubmit={onSubmit}>
        <Section title="Instance">
          <TextField label="Name" required {...field(page, 'name')} description={`${NAME_HINT}. Also the hostname.`} />
          <TextArea label="Description" rows={2} {...field(page, 'description')} />
          <NumberField
            label="Count"
            {...field(page, 'count')}
            min={1}
            max={20}
            description="How many to create at once (1–20). More than one are named {name}-1…N, each with its own new disks."
          />
        </Section>
        <HardwareSection page={page} />
        <BootDiskSection page={page} />
        <DisksSection page={page} onCreateDisk={onCreateDisk} onAttachDisk={onAttachDisk} />
        <AuthenticationSection page={page} onAddSshKey={onAddSshKey} />
        <NetworkingSection page={page} />
        <AdvancedSection page={page} />
        <RequestPreview form={page} />
        <div className={footer}>
          <AttentionNote count={page.attention.count} />

          <Button variant="secondary" onClick={onCancel} disabled={page.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={page.isSubmitting} disabled={reading} disabledReason="Reading the choices to check against (images, keys, networks)…">
            Create instance
          </Button>
        </div>
      </form>
    </div>
  )
}
