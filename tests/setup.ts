import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import './dom-stubs'

// CI runs these on two cores alongside nothing else but each other: a menu or
// dialog can take well over the default 1 s to settle there. Waits still end
// as soon as the state is reached; this only raises the ceiling.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => cleanup())
