// For render tests only (next/dynamic renders nothing under react-dom/server in a test).
export { PartnersFilter as PartnersFilterLazy } from './Filter.client'
