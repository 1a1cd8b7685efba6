// For render tests only (next/dynamic renders nothing under react-dom/server in a test).
export { TeamDescription as TeamDescriptionLazy } from './TeamDescription.client'
