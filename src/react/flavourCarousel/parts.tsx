import { useContext, useEffect, useId, useState, type ComponentType, type CSSProperties } from 'react';
import { flavourColors, type FlavourGroup, type FlavourImage, type FlavourItem } from '../../core/showcase/flavours';
import { isAuthoredCss, reportUnsafeCss } from '../../core/security/safeCss';
import { ElementContext } from '../runtime/context';
import { safeImageUrl } from '../../core/security/safeUrl';
import { GaugeRing } from '../gauge/GaugeRing';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useSafeUrl } from '../shared/useSafeUrl';
import { Modal } from '../shared/modal/Modal';
import { useThemedClass } from '../runtime/useThemedClass';
import { dialogStyles } from './styles';
import type { ImageZoomLabels, ImageZoomProps } from '../shared/imageZoom/ImageZoom';

// The four icons it draws, inlined: src/react/icons' table of every icon is 3.4 KiB gzip.
const PATHS = {
  'chevron-left': 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  'chevron-right': 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  close: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  search:
    'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
};

export const Svg = ({ name }: { name: keyof typeof PATHS }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={PATHS[name]} />
  </svg>
);

/** An authored picture through safeImageUrl (a refused URL is reported once, never shown). */
export function Picture({ image, field, alt, ...rest }: { image: FlavourImage | undefined; field: string; alt?: string } & Record<`data-${string}`, string>) {
  const allowed = safeImageUrl(image?.src) ?? undefined;
  const src = useSafeUrl(allowed ? undefined : image?.src, field) ?? allowed;
  return src ? <img src={src} alt={alt ?? image!.alt} loading="lazy" decoding="async" {...rest} /> : null;
}

/** The item's colours as CSS variables, through the core rule flavourColors (safeCss); each refusal is reported once, never applied. */
export function useFlavourColors(item: FlavourItem | undefined): CSSProperties {
  const element = useContext(ElementContext);
  const { primary, secondary } = item ? flavourColors(item) : {};
  const refused = [
    ['primaryColor', primary === undefined ? item?.primaryColor : undefined],
    ['secondaryColor', secondary === undefined ? item?.secondaryColor : undefined],
  ] as const;
  useEffect(() => {
    for (const [field, value] of refused) if (isAuthoredCss(value)) reportUnsafeCss(element, field, 'color', value);
  });
  return { ...(primary && { '--flavour-primary': primary }), ...(secondary && { '--flavour-secondary': secondary }) } as CSSProperties;
}

export interface DetailLabels {
  intensity: string;
  aroma: string;
  /** the detail image's zoom button ("Zoom image") and the zoom dialog's words */
  zoom: ImageZoomLabels & { open: string };
}

/** The zoom dialog's code, fetched on the first zoom (the shared one brand-image uses). */
let zoomModule: Promise<ComponentType<ImageZoomProps>> | undefined;
const loadZoom = () => (zoomModule ??= import('../shared/imageZoom/ImageZoom').then((module) => module.ImageZoom));

/** The detail image as a button opening the full-screen image zoom (pinch, double tap, + / -). */
function ZoomablePicture({ image, labels }: { image: FlavourImage | undefined; labels: DetailLabels['zoom'] }) {
  const allowed = safeImageUrl(image?.src) ?? undefined;
  const src = useSafeUrl(allowed ? undefined : image?.src, 'images.detail') ?? allowed;
  const [Zoom, setZoom] = useState<ComponentType<ImageZoomProps> | null>(null);
  const [open, setOpen] = useState(false);
  if (!src) return null;
  const alt = image?.alt ?? '';
  const show = () =>
    loadZoom().then(
      (component) => {
        setZoom(() => component);
        setOpen(true);
      },
      (error: unknown) => console.error('<brand-flavour-carousel>: the image zoom did not load.', error),
    );
  return (
    <>
      <button type="button" data-zoom="" aria-haspopup="dialog" aria-label={alt ? `${labels.open}: ${alt}` : labels.open} onClick={show} part="zoom">
        <img src={src} alt="" loading="lazy" decoding="async" data-detail-image="" />
      </button>
      {Zoom && <Zoom open={open} src={src} alt={alt} labels={labels} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The chosen item: pictures, title, subtitle, description, gauge, aroma note and the link to its page.
 * `entering`: chosen by the visitor, it fades in (the first one simply shows, as the server rendered it).
 */
export function DetailPanel({ item, scale, labels, id, entering, leaving, onFaded }: { item: FlavourItem; scale?: number; labels: DetailLabels; id?: string; entering?: boolean; leaving?: boolean; onFaded?: () => void }) {
  const uid = useId();
  const url = useSafeUrl(item.url, 'url');
  const style = useFlavourColors(item);
  const gauge = item.intensityValue !== undefined && scale !== undefined && scale > 0;
  return (
    <div
      id={id}
      data-detail=""
      role="group"
      aria-labelledby={item.title ? `${uid}-title` : undefined}
      aria-label={item.title ? undefined : item.name}
      data-entering={entering ? '' : undefined}
      data-leaving={leaving ? '' : undefined}
      aria-hidden={leaving || undefined}
      inert={leaving}
      style={style}
      part="detail"
      onAnimationEnd={leaving ? onFaded : undefined}
    >
      <div data-media="">
        <ZoomablePicture image={item.images.detail ?? item.images.pagination} labels={labels.zoom} />
        {item.images.svg && <Picture image={item.images.svg} field="images.svg" alt="" data-vector="" />}
      </div>
      <div data-copy="">
        {item.title && <h3 id={`${uid}-title`}>{item.title}</h3>}
        {item.subtitle && <p data-subtitle="">{item.subtitle}</p>}
        {item.description && <SanitizedHtml html={item.description} data-description="" />}
        {(gauge || item.aromaNoteLabel) && (
          <dl data-facts="">
            {gauge && (
              <div>
                <dt id={`${uid}-intensity`}>{labels.intensity}</dt>
                <dd>
                  <GaugeRing value={item.intensityValue!} scale={scale!} size="Small" labelledBy={`${uid}-intensity`} />
                </dd>
              </div>
            )}
            {item.aromaNoteLabel && (
              <div>
                <dt>{labels.aroma}</dt>
                <dd data-aroma="">
                  <Picture image={item.images.aroma} field="images.aroma" alt="" />
                  <span>{item.aromaNoteLabel}</span>
                </dd>
              </div>
            )}
          </dl>
        )}
        {url && (
          <a href={url} data-cta="" part="cta" aria-label={item.ctaAriaLabel}>
            {item.ctaLabel}
          </a>
        )}
      </div>
    </div>
  );
}

export interface DialogLabels {
  title: string;
  close: string;
}

/** The action's dialog: every flavour of every group; choosing one shows it and closes the dialog. */
export function FlavourDialog({ open, groups, labels, current, onChoose, onClose }: {
  open: boolean;
  groups: FlavourGroup[];
  labels: DialogLabels;
  current: { group: number; item: number };
  onChoose: (group: number, item: number) => void;
  onClose: () => void;
}) {
  const uid = useId();
  const paperClass = useThemedClass(dialogStyles);
  return (
    <Modal open={open} onClose={onClose} labelledBy={`${uid}-title`} zIndex={1300} dialogProps={{ className: paperClass, 'data-flavour-dialog': '' }}>
      <div data-dialog-head="">
        <h2 id={`${uid}-title`}>{labels.title}</h2>
        <button type="button" data-close="" aria-label={labels.close} onClick={onClose}>
          <Svg name="close" />
        </button>
      </div>
      {groups.map((group, groupIndex) => (
        <section key={group.id} aria-labelledby={`${uid}-g${groupIndex}`}>
          <h3 id={`${uid}-g${groupIndex}`}>{group.title}</h3>
          <ul>
            {group.items.map((item, itemIndex) => {
              const active = current.group === groupIndex && current.item === itemIndex;
              return (
                <li key={`${item.title}-${itemIndex}`}>
                  <button type="button" data-choice="" aria-current={active || undefined} onClick={() => onChoose(groupIndex, itemIndex)}>
                    <Picture image={item.images.pagination} field="images.pagination" alt="" />
                    <span>
                      <strong>{item.name}</strong>
                      {item.subtitle && <small>{item.subtitle}</small>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </Modal>
  );
}
