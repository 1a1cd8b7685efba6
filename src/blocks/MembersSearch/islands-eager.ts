// For render tests only (next/dynamic renders nothing under react-dom/server in a test).
export { MembersSearch as MembersSearchLazy } from './Search.client'
export { ProgramsCount as ProgramsCountLazy } from './Programs.client'
