import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { pb } from '~/paths'
import { Button, CopyToClipboard, Dialog, Table } from '~/views/ui'
import { usePreview } from './context'
import type { MockUser } from './controls'

/**
 * The technical preview says so, and explains itself. The dialog also
 * lets a tester act as another mock user (to try permissions) and gives a
 * fresh device code for the device flow. Absent in the Nexus build.
 */
export function PreviewBanner({ onActAs }: { onActAs: (userId: string) => void }) {
  const preview = usePreview()
  const [open, setOpen] = useState(false)
  const [deviceCode, setDeviceCode] = useState<string>()
  const [acting, setActing] = useState<string | null>(null)
  if (!preview) return null
  const openDialog = () => {
    setDeviceCode(preview.freshDeviceCode())
    setActing(preview.actingUserId())
    setOpen(true)
  }
  const users = preview.listUsers()
  return (
    <>
      <div
        role="region"
        aria-label="Technical preview"
        className={css({
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: '2',
          py: '1.5',
          fontSize: 'sm',
          bg: 'infoBg',
          color: 'info',
          borderBottom: '1px solid {colors.border}',
        })}
      >
        This is a technical preview.
        <button
          type="button"
          onClick={openDialog}
          className={css({ textDecoration: 'underline', textUnderlineOffset: '3px', cursor: 'pointer', fontWeight: 'medium' })}
        >
          Learn more
        </button>
      </div>
      <Dialog open={open} onOpenChange={setOpen} title="About the technical preview" width="48rem">
        <div className={css({ display: 'grid', gap: '4', fontSize: 'sm', color: 'fgMuted', lineHeight: '1.6' })}>
          <p>
            This console runs against a mock API inside your browser. Everything you create is visible only to you and
            disappears when you refresh the page. Calls take 200–400 ms, like a real network.
          </p>
          <section className={css({ display: 'grid', gap: '2' })}>
            <h3 className={css({ color: 'fg', fontWeight: 'semibold' })}>Users</h3>
            <p>
              Sign in as any local user with the password <code>oxide</code>, or act as one here to try their
              permissions.
            </p>
            <Table<MockUser>
              label="Mock users"
              rows={users}
              rowKey={(u) => u.id}
              columns={[
                { header: 'User', cell: (u) => `${u.displayName} (${u.name})` },
                { header: 'Silo', cell: (u) => u.silo },
                { header: 'Roles', cell: (u) => (u.roles.length ? u.roles.join(', ') : 'No groups, no role') },
                {
                  header: 'Acting as',
                  hideHeader: true,
                  width: '8rem',
                  cell: (u) =>
                    u.id === acting ? (
                      <span className={css({ color: 'accent' })}>Acting</span>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          onActAs(u.id)
                          setActing(u.id)
                        }}
                        aria-label={`Act as ${u.displayName}`}
                      >
                        Act as
                      </Button>
                    ),
                },
              ]}
            />
          </section>
          <section className={css({ display: 'grid', gap: '2' })}>
            <h3 className={css({ color: 'fg', fontWeight: 'semibold' })}>Device flow</h3>
            <p>
              A device is waiting for this code:{' '}
              <code data-testid="preview-device-code" className={css({ color: 'fg', fontFamily: 'mono' })}>
                {deviceCode}
              </code>{' '}
              {deviceCode && <CopyToClipboard text={deviceCode} label="Copy device code" />} Enter it on{' '}
              <Link to={pb.deviceVerify()} onClick={() => setOpen(false)} className={css({ color: 'accent', textDecoration: 'underline' })}>
                the device page
              </Link>
              .
            </p>
          </section>
          <section className={css({ display: 'grid', gap: '2' })}>
            <h3 className={css({ color: 'fg', fontWeight: 'semibold' })}>State charts</h3>
            <p>
              The console's flows are state machines. QA can{' '}
              <Link to={pb.stateChart({ chart: 'instance' })} onClick={() => setOpen(false)} className={css({ color: 'accent', textDecoration: 'underline' })}>
                walk their state charts
              </Link>{' '}
              (instance and disk lifecycles, device code, login, list, form) without calling anything.
            </p>
          </section>
          <section className={css({ display: 'grid', gap: '2' })}>
            <h3 className={css({ color: 'fg', fontWeight: 'semibold' })}>Chaos</h3>
            <p>
              Set <code>localStorage.chaos</code> to a percentage (e.g. <code>20</code>) and reload to make calls fail
              at random with 401, 403, 404 or 500.
            </p>
          </section>
        </div>
      </Dialog>
    </>
  )
}
