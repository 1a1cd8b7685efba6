'use client'
import { useTranslations } from '@/i18n/client'
import { useParams } from 'next/navigation'
import { useEffect } from 'react'
import { LazyErrorView as ErrorView } from '@/ui/errors/LazyErrorView'
import { warningIcon } from '@/ui/errors/warning-icon'

/** An exception while loading a page: title 'Erreur' / 'Error' and a generic message. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('Errors')
  const params = useParams<{ locale: string }>()
  useEffect(() => console.error(error), [error])
  return (
    <main id="main-content" className="error-page">
      <ErrorView
        locale={params.locale === 'en' ? 'en' : 'fr'}
        status={500}
        title={t('exceptionTitle')}
        message={t('generic')}
        icon={warningIcon}
        actions={['refresh', 'home']}
        labels={{ refresh: t('refresh'), home: t('home'), debug: t('debug') }}
        debug={
          process.env.NEXT_PUBLIC_EXPOSE_ERRORS === 'true'
            ? { message: error.message, digest: error.digest }
            : undefined
        }
      />
    </main>
  )
}
