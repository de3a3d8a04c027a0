// Operator pages' parts as they stand while read and when their read failed:
// a value not in yet keeps its place, a failed part says why with Retry, and a
// form's picker that could not be read says so in its own place.
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { writesOf } from '~/machines/shared/permission.rules'
import type { Section } from '~/machines/shared/section'
import type { AlertClass } from '~/machines/system/alerts'
import { ipPoolWrites, type PoolUtilization } from '~/machines/system/ip-pools'
import { ClassPicker } from '~/views/system/alerts/Forms'
import { IpPoolHeader } from '~/views/system/ip-pools/IpPoolPage'

const T0 = new Date(Date.UTC(2026, 0, 1))
const pool = { id: 'p', name: 'pool-a', description: '', timeCreated: T0, timeModified: T0 }
const pending = { status: 'pending' } as const
const failed = (retry = () => {}) => ({ status: 'failed', message: 'Service Unavailable', retry }) as const

describe('an IP pool’s header with its address counts a part of it', () => {
  const header = (utilization: Section<PoolUtilization>) => (
    <IpPoolHeader
      pool={pool}
      utilization={utilization}
      writes={writesOf(pending, ipPoolWrites, ipPoolWrites(undefined))}
      onEdit={() => {}}
      onAddRange={() => {}}
      onDelete={() => {}}
      tab="ranges"
      onTabChange={() => {}}
    >
      <p>ranges</p>
    </IpPoolHeader>
  )

  it('keeps the counts’ place while they are read, then says once why they are missing, with Retry', () => {
    const { rerender } = render(header(pending))
    expect(screen.getAllByText('…')).toHaveLength(2)
    expect(screen.queryByRole('alert')).toBeNull()
    const retry = vi.fn()
    rerender(header(failed(retry)))
    expect(screen.getAllByText('—')).toHaveLength(2)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Could not read the pool’s address counts: Service Unavailable')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(screen.getByText('ranges')).toBeTruthy()
  })

  it('shows the counts once they are in', () => {
    const counts = { allocated: 5n, capacity: 10n }
    render(header({ status: 'ready', data: { ipv4: counts, ipv6: { allocated: 0n, capacity: 0n } } }))
    expect(screen.getByText('(50%)')).toBeTruthy()
  })
})

describe('the receiver form’s class picker', () => {
  const classes: AlertClass[] = [{ name: 'hardware.power_shelf.psu.insert', description: 'A PSU was inserted' }]

  it('says it is reading the classes, then why it could not (Retry), then offers them', () => {
    const onChange = vi.fn()
    const { rerender } = render(<ClassPicker classes={pending} value={[]} onChange={onChange} />)
    expect(screen.getByText('Reading the alert classes…')).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
    const retry = vi.fn()
    rerender(<ClassPicker classes={failed(retry)} value={[]} onChange={onChange} />)
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
    rerender(<ClassPicker classes={{ status: 'ready', data: classes }} value={[]} onChange={onChange} />)
    fireEvent.click(screen.getByRole('checkbox', { name: /hardware\.power_shelf\.psu\.insert/ }))
    expect(onChange).toHaveBeenCalledWith(['hardware.power_shelf.psu.insert'])
  })
})
