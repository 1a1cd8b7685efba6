'use client'
import dynamic from 'next/dynamic'
import { useScrollLock } from '../state/scroll-lock'
import { useModals } from './store'

const Modals = dynamic(() => import('./Modals'), { ssr: false })

/** Mounted on every page; the modals' code (dialog, forms, zod, captcha) loads when one first opens. */
export function ModalsHost() {
  const { open, close } = useModals()
  useScrollLock('modal', open !== null)
  return open ? <Modals open={open} close={close} /> : null
}
