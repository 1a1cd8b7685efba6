'use client'
import { useTranslations } from '@/i18n/client'

/** A carousel's and its slides' ARIA role descriptions: screen readers say them, so in the visitor's language. */
export function useCarouselRoles() {
  const t = useTranslations('Carousel')
  return { carousel: t('carousel'), slide: t('slide') }
}
