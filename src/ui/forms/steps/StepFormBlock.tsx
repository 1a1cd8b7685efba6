import type { ComponentType } from 'react'
import type { Locale } from '@/domain/locales'
import { IslandMessages } from '@/i18n/client-messages'
import { municipalityFallback } from './municipality-fallback'
import type { Municipality } from './municipalities'

/** What a step form island (alert, valuation) receives from the server. */
export type StepFormIslandProps = {
  heading: 'h1' | 'h2'
  title: string | null
  text: string | null
  fallbackMunicipalities: Municipality[]
}

type Props = {
  Island: ComponentType<StepFormIslandProps>
  locale: Locale
  heading: 'h1' | 'h2'
  title?: string | null
  text?: string | null
}

/** The server side of a step form block: its frame, the messages its island reads, the municipalities to fall back on. */
export function StepFormBlock({ Island, locale, heading, title, text }: Props) {
  return (
    <div className="step-form-block container container--narrow">
      <IslandMessages locale={locale} namespaces={['StepForms', 'LeadForms']}>
        <Island
          heading={heading}
          title={title ?? null}
          text={text ?? null}
          fallbackMunicipalities={municipalityFallback()}
        />
      </IslandMessages>
    </div>
  )
}
