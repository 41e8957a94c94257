// Listing photos: pick several images, each uploads at once with its progress; finished photos can
// be moved earlier or later (the first is the cover) and removed. Refused files say why.
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { FormField } from '../../components/form/FormField.tsx';
import { PROPERTY_IMAGE_MAX_COUNT, PROPERTY_IMAGE_TYPES } from '@rentals/core/constants';
import { photoProblem, uploadProblem } from '../../lib/portal/photoUpload.ts';
import type { PhotoTexts } from './propertyFormTexts.ts';

export interface Photo {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  /** 0..1 while uploading. */
  progress: number;
  url?: string;
  preview?: string;
  error?: string;
}

/** Uploads one file; resolves with its public URL. */
export type Uploader = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

export interface PhotoUploaderProps {
  upload: Uploader;
  texts: PhotoTexts;
  /** Photos already there (stories start in a given state). */
  initial?: Photo[];
  /** The uploaded photos' URLs in order, and whether any is still uploading. */
  onChange?: (urls: string[], busy: boolean) => void;
  /** A message about the photos as a whole (the form's check of their addresses), beside the picker. */
  error?: string | undefined;
  /** The file picker, for a form that focuses its first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));

export function PhotoUploader({ upload, texts, initial = [], onChange, error, inputRef }: PhotoUploaderProps) {
  const [photos, setPhotos] = useState<Photo[]>(initial);
  const [announcement, setAnnouncement] = useState('');
  const inputId = useId();
  const counter = useRef(0);

  useEffect(() => {
    onChange?.(
      photos.filter((p) => p.status === 'done' && p.url).map((p) => p.url as string),
      photos.some((p) => p.status === 'uploading'),
    );
  }, [photos, onChange]);

  const update = (key: string, patch: Partial<Photo>) => setPhotos((all) => all.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const add = (files: FileList | null) => {
    if (!files) return;
    const room = PROPERTY_IMAGE_MAX_COUNT - photos.filter((p) => p.status !== 'error').length;
    [...files].forEach((file, index) => {
      counter.current += 1;
      const key = `photo-${counter.current}`;
      const problem = index >= room ? 'tooMany' : photoProblem(file);
      if (problem) {
        const error = fill(texts[`listing.photos.${problem}`], { name: file.name, max: PROPERTY_IMAGE_MAX_COUNT });
        setPhotos((all) => [...all, { key, name: file.name, status: 'error', progress: 0, error }]);
        return;
      }
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
      setPhotos((all) => [...all, { key, name: file.name, status: 'uploading', progress: 0, preview }]);
      upload(file, (progress) => update(key, { progress })).then(
        (url) => update(key, { status: 'done', progress: 1, url }),
        (error: unknown) =>
          update(key, { status: 'error', error: fill(texts[`listing.photos.${uploadProblem(error)}`], { name: file.name }) }),
      );
    });
  };

  const move = (key: string, by: -1 | 1) =>
    setPhotos((all) => {
      const from = all.findIndex((p) => p.key === key);
      // Refused photos keep no place in the order: step over them to the next photo that does.
      let to = from + by;
      while (to >= 0 && to < all.length && all[to]?.status === 'error') to += by;
      if (from < 0 || to < 0 || to >= all.length) return all;
      const next = [...all];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved as Photo);
      const places = next.filter((p) => p.status !== 'error');
      setAnnouncement(fill(texts['listing.photos.moved'], { name: (moved as Photo).name, position: places.indexOf(moved as Photo) + 1, count: places.length }));
      return next;
    });

  const ordered = photos.filter((p) => p.status !== 'error');
  const remove = (key: string) => setPhotos((all) => all.filter((p) => p.key !== key));

  return (
    <div className="photos">
      <FormField look="portal" id={inputId} label={texts['listing.photos.add']} hint={texts['listing.photos.hint']} error={error}>
        <input ref={inputRef} type="file" accept={PROPERTY_IMAGE_TYPES.join(',')} multiple onChange={(e) => { add(e.currentTarget.files); e.currentTarget.value = ''; }} />
      </FormField>
      {photos.length > 0 && (
        <ol className="photos__list">
          {photos.map((photo, index) => (
            <li key={photo.key} className={`photo photo--${photo.status}`}>
              {photo.preview || photo.url ? <img src={photo.preview ?? photo.url} alt="" width={96} height={72} /> : <span className="photo__blank" aria-hidden="true" />}
              <div className="photo__body">
                <p className="photo__name">
                  {photo.name}
                  {index === 0 && photo.status === 'done' && <span className="badge badge--secondary">{texts['listing.photos.cover']}</span>}
                </p>
                {photo.status === 'uploading' && (
                  <progress max={1} value={photo.progress} aria-label={fill(texts['listing.photos.uploading'], { name: photo.name })} />
                )}
                {photo.status === 'error' && <p className="field__error">{photo.error}</p>}
              </div>
              <div className="actions">
                {/* A refused photo takes no place in the order: it can only be removed. */}
                {photo.status !== 'error' && (
                  <>
                    <button type="button" className="button button--ghost button--small" onClick={() => move(photo.key, -1)} disabled={photo.key === ordered[0]?.key} aria-label={`${texts['listing.photos.earlier']}: ${photo.name}`}>
                      {texts['listing.photos.earlier']}
                    </button>
                    <button type="button" className="button button--ghost button--small" onClick={() => move(photo.key, 1)} disabled={photo.key === ordered[ordered.length - 1]?.key} aria-label={`${texts['listing.photos.later']}: ${photo.name}`}>
                      {texts['listing.photos.later']}
                    </button>
                  </>
                )}
                <button type="button" className="button button--ghost button--small" onClick={() => remove(photo.key)} aria-label={`${texts['listing.photos.remove']}: ${photo.name}`}>
                  {texts['listing.photos.remove']}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
