// For render tests only (next/dynamic renders nothing under react-dom/server in a test).
export { BankFilter as BankFilterLazy } from './Filter.client'
