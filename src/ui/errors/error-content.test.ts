import { describe, expect, it } from 'vitest'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import { errorContent } from './error-content'

import { createTranslator } from 'use-intl/core'

const translator = (messages: typeof fr) => createTranslator({ locale: messages === fr ? 'fr' : 'en', messages })

describe('error pages content', () => {
  const t = translator(en)
  it('uses the exact catalogue messages', () => {
    expect(errorContent(403, t)).toMatchObject({ message: en.Errors['403'], actions: ['refresh', 'home'] })
    expect(errorContent(404, t)).toMatchObject({ title: 'This page could not be found', actions: ['home'] })
    expect(errorContent(503, t)).toMatchObject({ title: 'Site under maintenance', icon: 'spinner' })
    expect(errorContent(410, t)).toMatchObject({
      title: '410 error',
      message: 'Unexpected status code.',
      icon: 'warning',
    })
    expect(errorContent(302, t, 'redirect').message).toBe('Unexpected redirection response.')
    expect(errorContent(500, t, 'exception').title).toBe('Error')
  })
  it('speaks French on French pages', () => {
    const tf = translator(fr)
    expect(errorContent(503, tf).title).toBe('Site en maintenance')
    expect(errorContent(410, tf).title).toBe('Erreur 410')
    expect(errorContent(500, tf, 'exception').title).toBe('Erreur')
  })
})
