import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import './dom-stubs'

afterEach(() => cleanup())
