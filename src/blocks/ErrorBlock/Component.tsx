import { tr } from '@/ui/l10n'
import { ErrorView } from '@/ui/errors/ErrorView'
import type { BlockProps } from '../types'
import { errorIcon } from '@/ui/errors/error-icon'

/** Error block: refresh and go-home buttons; default title '{statusCode} error'. */
export function ErrorBlock({ block, ctx }: BlockProps<'error_block'>) {
  const f = block.fields
  const status = f.status_code ?? 500
  return (
    <ErrorView
      locale={ctx.locale}
      status={status}
      title={tr(f.main_title, ctx.locale) ?? ctx.t('Errors.title', { statusCode: status })}
      message={tr(f.description, ctx.locale) ?? ctx.t('Errors.generic')}
      icon={errorIcon(f.error_icon?.type ?? 'warning')}
      labels={{ refresh: ctx.t('Errors.refresh'), home: ctx.t('Errors.home'), debug: ctx.t('Errors.debug') }}
      actions={['refresh', 'home']}
      debug={process.env.EXPOSE_ERRORS === 'true' ? f.debug_infos : undefined}
      headingLevel={ctx.index === 0 ? 1 : 2}
    />
  )
}
