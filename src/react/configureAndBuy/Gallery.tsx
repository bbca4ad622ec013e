import { useMemo, useState, type ComponentType } from 'react';
import { galleryPictures } from '../../core/commerce/product';
import { safeImageUrl } from '../../core/security/safeUrl';
import type { OccImage, OccProduct } from '../../core/services/occProducts';
import type { ImageZoomLabels, ImageZoomProps } from '../shared/imageZoom/ImageZoom';

export interface GalleryLabels {
  /** the thumbnails' group name ("Product pictures") */
  gallery: string;
  /** a thumbnail without alt text: "Picture {n} of {total}" */
  picture: string;
  /** the main picture's button and the zoom dialog's words */
  zoom: ImageZoomLabels & { open: string };
}

/** The zoom dialog's code, fetched on the first zoom (the shared one brand-image uses). */
let zoomModule: Promise<ComponentType<ImageZoomProps>> | undefined;
const loadZoom = () => (zoomModule ??= import('../shared/imageZoom/ImageZoom').then((module) => module.ImageZoom));

const src = (image: OccImage | undefined) => safeImageUrl(image?.url) ?? undefined;

/**
 * The product's pictures: the chosen one large (a button opening the full-screen image zoom) and
 * the thumbnails as toggle buttons (aria-pressed), the primary picture first. A new variant starts
 * on its first picture.
 */
export function Gallery({ product, labels }: { product: OccProduct; labels: GalleryLabels }) {
  const pictures = useMemo(() => galleryPictures(product).filter((picture) => src(picture.product ?? picture.zoom ?? picture.thumbnail)), [product]);
  const [chosen, setChosen] = useState<{ code?: string; index: number }>({ index: 0 });
  const [Zoom, setZoom] = useState<ComponentType<ImageZoomProps> | null>(null);
  const [open, setOpen] = useState(false);
  const index = chosen.code === product.code && chosen.index < pictures.length ? chosen.index : 0;
  const picture = pictures[index];
  if (!picture) return <div data-gallery="" data-empty="" part="gallery" />;

  const main = src(picture.product ?? picture.zoom ?? picture.thumbnail)!;
  const large = src(picture.zoom) ?? main;
  const alt = (picture.product ?? picture.zoom ?? picture.thumbnail)?.altText ?? product.name ?? '';
  const show = () =>
    loadZoom().then(
      (component) => {
        setZoom(() => component);
        setOpen(true);
      },
      (error: unknown) => console.error('<brand-configure-and-buy>: the image zoom did not load.', error),
    );
  const nameOf = (position: number, text: string | undefined) =>
    text || labels.picture.replace('{n}', String(position + 1)).replace('{total}', String(pictures.length));

  return (
    <div data-gallery="" part="gallery">
      <button type="button" data-main="" part="picture" aria-haspopup="dialog" aria-label={alt ? `${labels.zoom.open}: ${alt}` : labels.zoom.open} onClick={show}>
        <img src={main} alt="" width={600} height={600} decoding="async" />
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-zoom-icon="">
          <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14zm.5-7H9v2H7v1h2v2h1v-2h2V9h-2z" />
        </svg>
      </button>
      {pictures.length > 1 && (
        <div role="group" aria-label={labels.gallery} data-thumbs="" part="thumbs">
          {pictures.map((entry, position) => {
            const thumb = src(entry.thumbnail ?? entry.product ?? entry.zoom)!;
            return (
              <button
                key={entry.index}
                type="button"
                data-thumb=""
                part={position === index ? 'thumb thumb-selected' : 'thumb'}
                aria-pressed={position === index}
                aria-label={nameOf(position, (entry.thumbnail ?? entry.product)?.altText)}
                onClick={() => setChosen({ code: product.code, index: position })}
              >
                <img src={thumb} alt="" width={80} height={80} loading="lazy" decoding="async" />
              </button>
            );
          })}
        </div>
      )}
      {Zoom && <Zoom open={open} src={large} alt={alt} labels={labels.zoom} onClose={() => setOpen(false)} />}
    </div>
  );
}
