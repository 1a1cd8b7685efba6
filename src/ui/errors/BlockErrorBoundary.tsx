'use client'
import { Component, type ReactNode } from 'react'
import { LazyErrorView as ErrorView } from './LazyErrorView'
import { warningIcon } from './warning-icon'

type Props = {
  children: ReactNode
  locale: 'fr' | 'en'
  labels: { title: string; message: string; refresh: string; home: string; debug: string }
}

/** A failing block shows the block-level error (refresh and go-home buttons), not a broken page. */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error('Block failed to render', error)
  }
  render() {
    if (!this.state.failed) return this.props.children
    const { labels, locale } = this.props
    return (
      <ErrorView
        locale={locale}
        status={500}
        title={labels.title}
        message={labels.message}
        icon={warningIcon}
        actions={['refresh', 'home']}
        labels={labels}
        headingLevel={2}
      />
    )
  }
}
