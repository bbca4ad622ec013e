import { useCallback, useId, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { INFO_CARDS_SLIDER_ERROR } from '../../core/model/emptiness/info-cards-slider';
import { allInfoCardsValid, INFO_CARD_DIALOG, sliderTheme, visibleInfoCards, type InfoCard, type InfoCardType } from '../../core/showcase/infoCards';
import { useElement } from '../runtime/context';
import { lazyModule, type LazyModule } from '../runtime/lazyModule';
import { useThemedClass } from '../runtime/useThemedClass';
import { EditorPlaceholder } from '../runtime/EditorPlaceholder';
import type { DialogProps } from '../dialog/Dialog';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useMotionPreferences } from '../shared/useMotionPreferences';
import { useSafeCss } from '../shared/useSafeCss';
import { useSafeUrl } from '../shared/useSafeUrl';
import type { VideoDialogProps } from '../shared/videoDialog/VideoDialog';
import { dialogContentStyles, sliderStyles } from './styles';
import { useInfoSlider } from './useInfoSlider';
import { showsEditorPlaceholders } from '../../core/model/authoring';

export interface InfoCardDetail {
  /** the card's position among the cards shown, from 0 */
  index: number;
  type: InfoCardType;
  /** the card's title as text */
  title: string;
}

export interface InfoCardsSliderProps {
  /** `light` (default) or `dark`: the slider's own colour scheme (`theme` is every element's brand theme) */
  sliderTheme?: string;
  /** the authored model's name for sliderTheme: `light` or `dark` (any other value is the brand theme, handled by the runtime) */
  theme?: string;
  /** the cards' border colour (a CSS colour) */
  borderColor?: string;
  items?: unknown;
  /** the slider's accessible name */
  accessibilityLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** the accessible description of a video card's button (default "Play video") */
  playLabel?: string;
  /** the accessible description of a dialog card's button (default "Open details") */
  openLabel?: string;
  /** a card was chosen (its video or dialog opens) */
  onItem?: (detail: InfoCardDetail) => void;
}

const CHEVRON_START = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const CHEVRON_END = 'M8.59 16.59 10 18l6-6-6-6-1.41 1.41L13.17 12z';
const PLAY = 'M8 5v14l11-7z';
const FULLSCREEN = 'M7 14H5v5h5v-2H7v-3zm-2-4h2V7h3V5H5v5zm12 7h-3v2h5v-5h-2v3zM14 5v2h3v3h2V5h-5z';
const Svg = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

/** The video dialog's code, fetched on the first video card opened; a failed load is tried again at the next. */
const videoCode = lazyModule<ComponentType<VideoDialogProps>>(
  () => import('../shared/videoDialog/VideoDialog').then((module) => module.VideoDialog),
  '<brand-info-cards-slider>: the video player did not load.',
);

/**
 * The details dialog's code (brand-dialog's, with the modal): fetched when a details card is first reached (a pointer
 * over it or down on it, focus), else at the first one opened; a failed load is tried again at the next.
 */
const dialogCode = lazyModule<ComponentType<DialogProps>>(
  () => import('../dialog/Dialog').then((module) => module.Dialog),
  '<brand-info-cards-slider>: the details dialog did not load.',
);
const fetchDialog = () => dialogCode.preload();

/** One card: its image and title, and the one control (a button named by the title) stretched over the whole card. */
function Card({ card, action, onOpen, onFocus }: { card: InfoCard; action: string; onOpen: () => void; onFocus: () => void }) {
  const src = useSafeUrl(card.image, 'image');
  const actionId = `${useId()}-action`;
  const reach = card.type === 'dialog' ? fetchDialog : undefined;
  return (
    <div data-card="" data-type={card.type} part="card" onPointerEnter={reach} onPointerDown={reach}>
      <div data-media="">
        {src && <img src={src} alt={card.alt} loading="lazy" decoding="async" />}
        <span data-badge="" aria-hidden="true">
          <Svg d={card.type === 'video' ? PLAY : FULLSCREEN} />
        </span>
      </div>
      <SanitizedHtml html={card.titleHtml} data-title="" />
      {/* the badge is decoration: what the card does (play a video or open details) is the button's description */}
      <span id={actionId} data-sr="" data-card-action="">
        {action}
      </span>
      <button
        type="button"
        data-card-button=""
        aria-label={card.name}
        aria-describedby={actionId}
        aria-haspopup="dialog"
        onClick={onOpen}
        onFocus={() => {
          reach?.();
          onFocus();
        }}
      />
    </div>
  );
}

/**
 * The info cards slider: a row of cards
 * on Swiper Element, each an image, an HTML title and one button named by the title; a video card
 * opens the video dialog (loaded on first use), any other card a dialog with its content (max width
 * small, full width; its code fetched when a details card is first reached). Closing returns focus to the card. Live, invalid items are left out; in the
 * editor any invalid item shows a configuration error instead.
 */
export function InfoCardsSlider(props: InfoCardsSliderProps) {
  const { mode } = useElement();
  const className = useThemedClass(sliderStyles);
  const contentClass = useThemedClass(dialogContentStyles);
  const checkCss = useSafeCss();
  const preferences = useMotionPreferences();
  const cards = visibleInfoCards(props.items);
  const { containerRef, position, go, reveal } = useInfoSlider(preferences?.reducedMotion === true, cards.length);
  const [open, setOpen] = useState<number | null>(null);
  const [Video, setVideo] = useState<ComponentType<VideoDialogProps> | null>(null);
  const [CardDialog, setCardDialog] = useState<ComponentType<DialogProps> | null>(null);
  const slides = useRef<Array<HTMLElement | null>>([]);
  const onItem = props.onItem;

  // The card opened last wins: a dialog whose code arrives after another card was opened does not open.
  const lastOpened = useRef(0);
  const openCard = useCallback(
    (card: InfoCard, index: number) => {
      onItem?.({ index, type: card.type, title: card.name });
      const ticket = ++lastOpened.current;
      // (A failed load is logged by its module, once.)
      const show = <C,>(code: LazyModule<C>, set: (component: C) => void) =>
        code.use((component) => {
          if (ticket !== lastOpened.current) return;
          set(component);
          setOpen(index);
        });
      if (card.type === 'dialog') show(dialogCode, (component) => setCardDialog(() => component));
      else show(videoCode, (component) => setVideo(() => component));
    },
    [onItem],
  );

  if (showsEditorPlaceholders(mode) && !allInfoCardsValid(props.items)) return <EditorPlaceholder label={INFO_CARDS_SLIDER_ERROR} />;
  if (cards.length === 0) return null;

  const border = checkCss('color', 'borderColor', props.borderColor);
  const style = border ? ({ '--info-card-border': border } as CSSProperties) : undefined;
  const chosen = open === null ? undefined : cards[open];
  const close = () => setOpen(null);

  return (
    <section
      className={className}
      part="slider"
      aria-roledescription="carousel"
      aria-label={props.accessibilityLabel?.trim() || undefined}
      data-theme={sliderTheme(props.sliderTheme ?? props.theme)}
      style={style}
    >
      <swiper-container ref={containerRef} init="false" part="slides">
        {cards.map((card, index) => (
          <swiper-slide
            key={card.key}
            ref={(slide: HTMLElement | null) => {
              slides.current[index] = slide;
            }}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${cards.length}`}
          >
            <Card card={card} action={card.type === 'video' ? text(props.playLabel, 'Play video') : text(props.openLabel, 'Open details')} onOpen={() => openCard(card, index)} onFocus={() => reveal(slides.current[index] ?? null, index)} />
          </swiper-slide>
        ))}
      </swiper-container>
      {cards.length > 1 && !(position.atStart && position.atEnd) && (
        // no arrows when every card fits
        <div data-bar="" part="controls">
          <button type="button" data-arrow="previous" part="previous" aria-label={text(props.previousLabel, 'Previous')} aria-disabled={position.atStart} onClick={() => go(-1)}>
            <Svg d={CHEVRON_START} />
          </button>
          <button type="button" data-arrow="next" part="next" aria-label={text(props.nextLabel, 'Next')} aria-disabled={position.atEnd} onClick={() => go(1)}>
            <Svg d={CHEVRON_END} />
          </button>
        </div>
      )}
      {chosen?.type === 'dialog' && CardDialog && (
        <CardDialog isOpen title={chosen.dialogTitle} closeAriaLabel={chosen.closeAriaLabel} maxWidth={INFO_CARD_DIALOG.maxWidth} fullWidth={INFO_CARD_DIALOG.fullWidth} onClose={close}>
          <SanitizedHtml html={chosen.dialogContent ?? ''} className={contentClass} data-info-dialog-content="" />
        </CardDialog>
      )}
      {chosen?.type === 'video' && Video && chosen.videoUrl && (
        <Video
          open
          src={chosen.videoUrl}
          label={chosen.name}
          captionsUrl={chosen.captionsUrl}
          captionsLang={chosen.captionsLang}
          captionsLabel={chosen.captionsLabel}
          closeLabel={chosen.closeAriaLabel}
          onClose={close}
        />
      )}
    </section>
  );
}
