import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Checkbox, NumberField, RadioGroup, Select, TextArea, TextField } from '~/views/ui'

describe('form fields', () => {
  it('TextField: label, description, inline error and required marker', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <TextField
        label="Name"
        required
        description="Lower-case letters, digits and dashes"
        error="Must start with a lower-case letter"
        value=""
        onChange={onChange}
      />,
    )
    const input = screen.getByRole('textbox', {
      name: 'Name',
      description: 'Lower-case letters, digits and dashes Must start with a lower-case letter',
    })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-required')).toBe('true')
    await user.type(input, 'a')
    expect(onChange).toHaveBeenCalledWith('a')
  })

  it('TextField without an error is not marked invalid', () => {
    render(<TextField label="Name" value="p1" onChange={() => {}} />)
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })

  it('TextArea reports its text', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<TextArea label="Description" value="" onChange={onChange} />)
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'x')
    expect(onChange).toHaveBeenCalledWith('x')
  })

  it('NumberField reports numbers, and undefined when emptied', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { rerender } = render(<NumberField label="Size" unit="GiB" value={undefined} onChange={onChange} />)
    await user.type(screen.getByRole('spinbutton', { name: 'Size' }), '8')
    expect(onChange).toHaveBeenLastCalledWith(8)
    rerender(<NumberField label="Size" unit="GiB" value={8} onChange={onChange} error="Too big" />)
    const input = screen.getByRole('spinbutton', { name: 'Size', description: 'Too big' })
    await user.clear(input)
    expect(onChange).toHaveBeenLastCalledWith(undefined)
  })

  it('Select picks an option by label', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <Select
        label="Image"
        placeholder="Choose an image"
        value=""
        onChange={onChange}
        options={[
          { value: 'ubuntu', label: 'Ubuntu 24.04' },
          { value: 'debian', label: 'Debian 13' },
        ]}
      />,
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Image' }), 'Debian 13')
    expect(onChange).toHaveBeenCalledWith('debian')
  })

  it('Checkbox reports its state', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Checkbox label="Start on create" value={false} onChange={onChange} description="Boots right away" />)
    await user.click(screen.getByRole('checkbox', { name: 'Start on create', description: 'Boots right away' }))
    expect(onChange).toHaveBeenCalledWith(true)
  })

  it('RadioGroup is a named group whose options are keyboard radios', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <RadioGroup
        label="Boot disk"
        value="image"
        onChange={onChange}
        error="Pick a source"
        options={[
          { value: 'image', label: 'Image' },
          { value: 'snapshot', label: 'Snapshot', description: 'From an existing snapshot' },
        ]}
      />,
    )
    const group = screen.getByRole('radiogroup', { name: 'Boot disk', description: 'Pick a source' })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect((screen.getByRole('radio', { name: 'Image' }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('radio', { name: 'Snapshot', description: 'From an existing snapshot' }))
    expect(onChange).toHaveBeenCalledWith('snapshot')
  })
})
