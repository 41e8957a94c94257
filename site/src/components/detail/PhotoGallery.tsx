// A listing's photos: a row that scrolls and snaps photo by photo, each numbered ("2/5"), and a
// button with the count that opens them all full screen in a modal <dialog> (invoker commands, so
// no script is needed; the shell's fallback covers older browsers). Each photo opens the dialog at
// itself (PhotoGallery.astro's few lines of script). Photos are shown whole, never cropped, so the
// demo photos' captions and the edges of owners' photos stay in view. Rendered on the server only.
import type { Translate } from '../../i18n/t.ts';

export interface PhotoGalleryProps {
  photos: readonly string[];
  title: string;
  t: Translate;
  /** The dialog's id; the photos in it are `${id}-<n>`. */
  id?: string;
}

export function PhotoGallery({ photos, title, t, id = 'photos' }: PhotoGalleryProps) {
  const total = photos.length;
  const label = (n: number) => t('detail.gallery.photo', { n, total });
  if (total === 0)
    return (
      <section className="gallery" aria-label={t('detail.gallery.label')}>
        <div className="gallery__none">
          <p>{t('detail.gallery.none')}</p>
        </div>
      </section>
    );
  return (
    <section className="gallery" aria-label={t('detail.gallery.label')}>
      <div className="gallery__frame">
        <ul className="gallery__strip" aria-label={title}>
          {photos.map((src, index) => (
            <li key={src + index}>
              <button type="button" className="gallery__photo" commandfor={id} command="show-modal" data-photo={`${id}-${index + 1}`}>
                <img
                  src={src}
                  alt={label(index + 1)}
                  width={800}
                  height={600}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
                <span className="visually-hidden"> ({t('detail.gallery.fullScreen')})</span>
                <span className="gallery__index" aria-hidden="true">
                  {index + 1}/{total}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="gallery__open" commandfor={id} command="show-modal">
          {total === 1 ? t('detail.gallery.openOne') : t('detail.gallery.openAll', { count: total })}
        </button>
      </div>
      <dialog id={id} className="gallery-full" aria-label={t('detail.gallery.dialog', { title })} closedby="any">
        <div className="gallery-full__head">
          <p className="gallery-full__title">{title}</p>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's first focus, as HTML names it; never on page load */}
          <button type="button" className="gallery-full__close" commandfor={id} command="close" autoFocus>
            {t('detail.gallery.close')}
          </button>
        </div>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to be scrolled by keyboard */}
        <ul className="gallery-full__list" tabIndex={0} aria-label={t('detail.gallery.label')}>
          {photos.map((src, index) => (
            <li key={src + index} id={`${id}-${index + 1}`}>
              <figure>
                <img src={src} alt={label(index + 1)} width={800} height={600} loading="lazy" decoding="async" />
                <figcaption aria-hidden="true">
                  {index + 1}/{total}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </dialog>
    </section>
  );
}
