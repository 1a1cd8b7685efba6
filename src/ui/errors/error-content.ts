import type { Translator } from '../render-context'
import type { ErrorAction } from './ErrorView'

/** What an error page shows for a status (spec 1 §2 and §8). */
export function errorContent(status: number, t: Translator, kind: 'status' | 'redirect' | 'exception' = 'status') {
  const actions: ErrorAction[] = ['home']
  if (kind === 'exception')
    return {
      title: t('Errors.exceptionTitle'),
      message: t('Errors.generic'),
      icon: 'warning',
      actions: ['refresh', 'home'] as ErrorAction[],
    }
  if (kind === 'redirect')
    return { title: t('Errors.title', { statusCode: status }), message: t('Errors.redirect'), icon: 'warning', actions }
  switch (status) {
    case 400:
      return { title: t('BadRequest.title'), message: t('BadRequest.message'), icon: 'warning', actions }
    case 403:
      return {
        title: t('Errors.title', { statusCode: 403 }),
        message: t('Errors.403'),
        icon: 'warning',
        actions: ['refresh', 'home'] as ErrorAction[],
      }
    case 404:
      return { title: t('Errors.notFoundTitle'), message: t('Errors.404'), icon: 'search', actions }
    case 500:
      return { title: t('Errors.title', { statusCode: 500 }), message: t('Errors.500'), icon: 'warning', actions }
    case 503:
      return { title: t('Errors.503Title'), message: t('Errors.503'), icon: 'spinner', actions: [] as ErrorAction[] }
    default:
      return { title: t('Errors.title', { statusCode: status }), message: t('Errors.status'), icon: 'warning', actions }
  }
}
