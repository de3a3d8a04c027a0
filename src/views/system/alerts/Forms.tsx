import { css } from 'styled-system/css'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import type { Section } from '~/machines/shared/section'
import {
  classesCovered,
  isGlob,
  subscriptionProblem,
  type AlertClass,
  type ReceiverFormValues,
  type SecretValues,
  type SubscriptionValues,
} from '~/machines/system/alerts'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'
import { SectionSpace } from '~/views/kit/SectionSpace'
import { Button, CopyToClipboard, SectionState, TextArea, TextField } from '~/views/ui'
import { mono } from '~/views/ui/text'

type Props = FormViewProps<ReceiverFormValues, { name: string }, unknown> & {
  mode: 'create' | 'edit'
  /** Create only: the listed alert classes, a read of their own (the picker says so if it failed). */
  classes?: Section<AlertClass[]>
}

const heading = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg', mt: '2' })

/**
 * Create a webhook receiver (name, description, endpoint, its first secret and
 * its subscriptions), or edit one (name, description, endpoint: its secrets and
 * subscriptions have their own tabs).
 */
export function ReceiverForm({ form, mode, onDismiss, classes = { status: 'ready', data: [] } }: Props) {
  const creating = mode === 'create'
  return (
    <NameDescriptionForm form={form} noun="webhook receiver" submitNoun="receiver" mode={mode} onDismiss={onDismiss}>
      <TextField
        label="Endpoint"
        required
        type="url"
        placeholder="https://hooks.example.com/oxide"
        description="The http(s) URL each alert is sent to"
        {...field(form, 'endpoint')}
      />
      {creating && (
        <>
          <SecretField {...field(form, 'secret')} />
          <h3 className={heading}>Subscriptions</h3>
          <ClassPicker classes={classes} {...field(form, 'classes')} />
          <TextArea
            label="Other subscriptions"
            rows={3}
            placeholder={'hardware.**\nhardware.power_shelf.*.insert'}
            description="One per line: a class, or a glob where * matches one dot-separated segment and ** any number of them"
            {...field(form, 'typed')}
          />
        </>
      )}
    </NameDescriptionForm>
  )
}

type ClassPickerProps = {
  classes: Section<AlertClass[]>
  value: string[]
  onChange: (value: string[]) => void
  name?: string
}

const list = css({ display: 'grid', gap: '2', border: '1px solid {colors.border}', borderRadius: 'md', p: '3', m: 0 })
const item = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', alignItems: 'start', fontSize: 'sm', cursor: 'pointer' })
const box = css({ w: '4', h: '4', mt: '0.5', accentColor: 'accent' })
const className = css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg' })
const desc = css({ display: 'block', color: 'fgMuted', fontSize: 'xs' })
const legend = css({ fontSize: 'sm', color: 'fg', px: '1' })

/**
 * The alert classes Nexus lists, each with its description, ticked to
 * subscribe to it exactly. They are read beside the form: until they are in,
 * or when they could not be read (said here, with Retry), a subscription can
 * still be typed below.
 */
export function ClassPicker({ classes, value, onChange, name = 'classes' }: ClassPickerProps) {
  const toggle = (cls: string, on: boolean) => onChange(on ? [...value, cls] : value.filter((c) => c !== cls))
  return (
    <fieldset className={list}>
      <legend className={legend}>Alert classes</legend>
      <SectionState section={classes} what="the alert classes" pending={<SectionSpace what="the alert classes" size="line" />}>
        {(listed) => (
          <>
            {listed.length === 0 && <p className={desc}>Nexus lists no alert classes: type subscriptions below.</p>}
            {listed.map((c) => (
              <label key={c.name} className={item}>
                <input
                  type="checkbox"
                  name={name}
                  className={box}
                  checked={value.includes(c.name)}
                  onChange={(e) => toggle(c.name, e.target.checked)}
                />
                <span>
                  <span className={className}>{c.name}</span>
                  <span className={desc}>{c.description}</span>
                </span>
              </label>
            ))}
          </>
        )}
      </SectionState>
    </fieldset>
  )
}

/** `classes`: the listed alert classes, a read of their own (the list says so if it failed). */
type SubscriptionFormProps = FormViewProps<SubscriptionValues, unknown, unknown> & { classes: Section<AlertClass[]> }

const classList = css({ display: 'grid', gap: '2', m: 0, p: 0, listStyle: 'none' })
const classItem = css({ display: 'flex', gap: '3', alignItems: 'flex-start', justifyContent: 'space-between', fontSize: 'sm' })
const muted = css({ color: 'fgMuted', fontSize: 'xs' })
const classesHeading = css({ fontSize: 'sm', fontWeight: 'medium', mt: '2' })

/** Add a subscription: a class picked from Nexus's list, or typed (a class or a glob). */
export function SubscriptionForm({ form, onDismiss, classes }: SubscriptionFormProps) {
  const value = form.values.subscription.trim()
  const listed = classes.status === 'ready' ? classes.data : undefined
  const covered = listed && value && !subscriptionProblem(value) && isGlob(value) ? classesCovered(value, listed) : undefined
  return (
    <FormModal form={form} title="Add subscription" submitLabel="Add subscription" onDismiss={onDismiss}>
      <TextField
        label="Subscription"
        required
        placeholder="hardware.power_shelf.psu.*"
        description="An alert class, or a glob: * matches one dot-separated segment, ** any number of them"
        {...field(form, 'subscription')}
      />
      {covered && (
        <p className={muted} role="status">
          {covered.length === 0
            ? 'No listed class matches this glob yet; it will match classes added later.'
            : `Matches ${covered.map((c) => c.name).join(', ')}`}
        </p>
      )}
      <h3 className={classesHeading}>Alert classes</h3>
      <SectionState section={classes} what="the alert classes" pending={<SectionSpace what="the alert classes" />}>
        {(all) => (
          <ul className={classList} aria-label="Alert classes">
            {all.map((c) => (
              <li key={c.name} className={classItem}>
                <span>
                  <span className={mono}>{c.name}</span>
                  <br />
                  <span className={muted}>{c.description}</span>
                </span>
                <Button type="button" variant="secondary" size="sm" onClick={() => form.change('subscription', c.name)} aria-label={`Use ${c.name}`}>
                  Use
                </Button>
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </FormModal>
  )
}

type SecretFormProps = FormViewProps<SecretValues, unknown, unknown>

/**
 * Add a signing secret. Nexus signs each request with every secret the
 * receiver has, so a receiver can move to a new one before the old is deleted.
 */
export function SecretForm({ form, onDismiss }: SecretFormProps) {
  return (
    <FormModal form={form} title="Add secret" submitLabel="Add secret" onDismiss={onDismiss}>
      <SecretField {...field(form, 'secret')} />
    </FormModal>
  )
}

type SecretFieldProps = {
  value: string
  onChange: (v: string) => void
  onBlur?: () => void
  error?: string
  name?: string
}

const row = css({ display: 'flex', alignItems: 'flex-start', gap: '2', '& > :first-child': { flex: 1 } })
// Level with the input, under the field's label.
const copy = css({ mt: '7' })

/**
 * A signing secret, generated here (or typed): shown only until it is saved,
 * with a copy button, because Nexus never shows a secret back.
 */
export function SecretField({ value, onChange, onBlur, error, name = 'secret' }: SecretFieldProps) {
  return (
    <div className={row}>
      <TextField
        label="Secret"
        name={name}
        required
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        autoComplete="off"
        spellCheck={false}
        description="Copy it now and give it to the receiver, which checks each request’s signature with it. Once saved it is never shown again."
      />
      <span className={copy}>
        <CopyToClipboard text={value} label="Copy the secret" />
      </span>
    </div>
  )
}
