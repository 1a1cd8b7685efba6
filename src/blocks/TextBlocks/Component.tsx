import type { ReactNode } from 'react'
import { doubleImageSide, rowLayout, textAlign, textBlockVariant } from '@/domain/text-blocks'
import { CmsLink } from '@/ui/CmsLink'
import { tr } from '@/ui/l10n'
import { MediaImage } from '@/ui/MediaImage'
import { RichText } from '@/ui/RichText'
import { isMedia, type BlockProps } from '../types'
import { CtaList, headingTag } from '../shared'

type Props = BlockProps<'text_blocks'>
type Row = NonNullable<Props['block']['fields']['text_img_multiple_repeater']>[number]

/** Super title, title and description shared by every variant (nothing for empty fields). */
function Intro({ block, ctx }: Props) {
  const f = block.fields
  const H = headingTag(ctx)
  const sup = tr(f.super_title, ctx.locale)
  const title = tr(f.main_title, ctx.locale)
  return (
    <>
      {sup ? <p className="eyebrow">{sup}</p> : null}
      {title ? <H className="text-block__title">{title}</H> : null}
    </>
  )
}

const hasImage = (image: Row['image'] | undefined) => isMedia(image?.media)

function TextRow({ row, index, ctx }: { row: Row; index: number; ctx: Props['ctx'] }) {
  const title = tr(row.main_title, ctx.locale)
  const body = tr(row.description, ctx.locale)
  const layout = rowLayout(Boolean(title || body || tr(row.cta?.text, ctx.locale)), hasImage(row.image), index)
  if (layout === 'empty') return null
  const H = ctx.index === 0 ? 'h2' : 'h3'
  return (
    <li className={`text-rows__row text-rows__row--${layout}`}>
      {layout !== 'text' ? (
        <div className="text-rows__media">
          <MediaImage image={row.image} locale={ctx.locale} sizes="(min-width: 992px) 45vw, 100vw" />
        </div>
      ) : null}
      {layout !== 'image' ? (
        <div className="text-rows__text">
          {title ? <H>{title}</H> : null}
          <RichText html={body} />
          <CmsLink link={row.cta} ctx={ctx} />
        </div>
      ) : null}
    </li>
  )
}

/**
 * Text blocks, by the editor's variant: type 1 (title and call to action beside the description), type 2
 * (aligned text, centred by default), a double image beside the text (left or right), rows of text or images.
 */
export function TextBlocks(props: Props) {
  const { block, ctx } = props
  const f = block.fields
  const variant = textBlockVariant(f.variant)
  const description = <RichText html={tr(f.description, ctx.locale)} className="text-block__body" />
  let inner: ReactNode
  if (variant === 'type_1') {
    inner = (
      <div className="text-block text-block--type-1 container">
        <div className="text-block__head">
          <Intro {...props} />
          <CmsLink link={f.cta} ctx={ctx} />
        </div>
        {description}
      </div>
    )
  } else if (variant === 'double_image') {
    const images = (f.media_repeater ?? []).filter((r) => hasImage(r.image)).slice(0, 2)
    inner = (
      <div
        className={`text-block text-block--double container text-block--images-${doubleImageSide(block.block_params.orientation_x)}`}
      >
        <div className="text-block__text">
          <Intro {...props} />
          {description}
          <CtaList rows={f.cta_repeater} ctx={ctx} />
        </div>
        {images.length ? (
          <div className={`text-block__images text-block__images--${images.length}`}>
            {images.map((r, i) => (
              <MediaImage key={r.id ?? i} image={r.image} locale={ctx.locale} sizes="(min-width: 992px) 25vw, 50vw" />
            ))}
          </div>
        ) : null}
      </div>
    )
  } else if (variant === 'rows') {
    const rows = f.text_img_multiple_repeater ?? []
    inner = (
      <div className={`text-block text-block--rows container text-${textAlign(f.text_align)}`}>
        <Intro {...props} />
        {description}
        {rows.length ? (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics from a list styled without bullets
          <ul className="text-rows" role="list">
            {rows.map((row, i) => (
              <TextRow key={row.id ?? i} row={row} index={i} ctx={ctx} />
            ))}
          </ul>
        ) : null}
        <CtaList rows={f.cta_repeater} ctx={ctx} />
      </div>
    )
  } else {
    inner = (
      <div className={`text-block text-block--type-2 container container--narrow text-${textAlign(f.text_align)}`}>
        <Intro {...props} />
        {description}
        <CmsLink link={f.cta} ctx={ctx} />
        <CtaList rows={f.cta_repeater} ctx={ctx} />
      </div>
    )
  }
  return inner
}
