import { useState } from 'react'
import { css } from 'styled-system/css'
import type { MetricsRange, RangePreset, TimeWindow } from '~/machines/shared/metrics.machine'
import { Button, Select, TextField } from '~/views/ui'

export type RangePickerProps = {
  range: MetricsRange
  presets: readonly { value: RangePreset; label: string }[]
  /** the window shown, to start a custom range from */
  window: TimeWindow
  /** the machine's reason for refusing the last custom range */
  error?: string
  onPreset: (preset: RangePreset) => void
  onCustom: (start: Date, end: Date) => void
}

/** `<input type="datetime-local">` speaks local time without a zone. */
const toLocalInput = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
/** An empty or partial value is an invalid date; the machine says so. */
const fromLocalInput = (s: string) => (s ? new Date(s) : new Date(Number.NaN))

// Top-aligned, so a field's error message below it moves nothing else.
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '3' })
const narrow = css({ w: '12rem' })
const dateField = css({ w: '15rem' })
const buttonCell = css({ display: 'flex', flexDirection: 'column', gap: '1.5' })
// Takes the height of a field label, so the button lines up with the inputs.
const labelSpacer = css({ fontSize: 'sm', fontWeight: 'medium', visibility: 'hidden' })

export function RangePicker({ range, presets, window, error, onPreset, onCustom }: RangePickerProps) {
  // The custom inputs are being edited (the chosen range stays until Apply).
  const [editing, setEditing] = useState(range.kind === 'custom')
  const [start, setStart] = useState(() => toLocalInput(window.start))
  const [end, setEnd] = useState(() => toLocalInput(window.end))
  const custom = editing || range.kind === 'custom'

  const choose = (value: string) => {
    if (value === 'custom') {
      setStart(toLocalInput(window.start))
      setEnd(toLocalInput(window.end))
      setEditing(true)
      return
    }
    setEditing(false)
    onPreset(value as RangePreset)
  }

  return (
    <form
      className={row}
      onSubmit={(e) => {
        e.preventDefault()
        onCustom(fromLocalInput(start), fromLocalInput(end))
      }}
    >
      <div className={narrow}>
        <Select
          label="Time range"
          value={custom ? 'custom' : range.kind === 'preset' ? range.preset : 'custom'}
          onChange={choose}
          options={[...presets.map((p) => ({ value: p.value, label: p.label })), { value: 'custom', label: 'Custom' }]}
        />
      </div>
      {custom && (
        <>
          <div className={dateField}>
            <TextField label="Start" type="datetime-local" value={start} onChange={setStart} />
          </div>
          <div className={dateField}>
            <TextField label="End" type="datetime-local" value={end} onChange={setEnd} error={error} />
          </div>
          <div className={buttonCell}>
            <span className={labelSpacer} aria-hidden="true">
              Apply
            </span>
            <Button type="submit" variant="secondary">
              Apply
            </Button>
          </div>
        </>
      )}
    </form>
  )
}
