import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  arrowStates,
  chooseFlavour,
  DEFAULT_ARROW_LABELS,
  flavourCounter,
  flavourGroups,
  flavourSort,
  optionDefaultOn,
  type FlavourItem,
  type FlavourSelection,
} from '../../core/showcase/flavours';
import { gaugeNumber } from '../../core/showcase/gauge';
import { tabFocusTarget } from '../../core/disclosure/tabs';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { EditorPlaceholder } from '../runtime/EditorPlaceholder';
import { useMotionPreferences } from '../shared/useMotionPreferences';
import { flavourCarouselEmptiness } from '../../core/model/emptiness/flavour-carousel';
import { DetailPanel, FlavourDialog, Picture, Svg, useFlavourColors } from './parts';
import type { ImageZoomLabels } from '../shared/imageZoom/ImageZoom';
import { carouselStyles, THUMB_GAP_PX, thumbsFitStyles } from './styles';
import { useThumbSwiper } from './useThumbSwiper';
import { showsEditorPlaceholders } from '../../core/model/authoring';

export interface FlavourSelectDetail {
  groupId: string;
  /** the item's position in its group (after the rules' filter and sort), from 0 */
  index: number;
  title: string;
}

/** Authored zoom words `{ open, close, zoomIn, zoomOut, level, dialog }` over the English default of the button. */
function zoomWords(value: unknown): ImageZoomLabels & { open: string } {
  const given = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const words: Record<string, string> & { open: string } = { open: 'Zoom image' };
  for (const key of ['open', 'close', 'zoomIn', 'zoomOut', 'level', 'dialog']) {
    const text = given[key];
    if (typeof text === 'string' && text.trim()) words[key] = text.trim().slice(0, 120);
  }
  return words;
}

export interface FlavourCarouselProps {
  /** words of the detail image's zoom button and dialog: { open, close, zoomIn, zoomOut, level, dialog } */
  zoomLabels?: unknown;
  groups?: unknown;
  items?: unknown;
  intensityScale?: number | string;
  sortOrder?: string;
  hideOnDisabled?: boolean | string;
  previousLabel?: string;
  nextLabel?: string;
  firstSlideMessage?: string;
  lastSlideMessage?: string;
  actionLabel?: string;
  dialogTitle?: string;
  closeAriaLabel?: string;
  accessibilityLabel?: string;
  groupsLabel?: string;
  intensityLabel?: string;
  aromaLabel?: string;
  onSelect?: (detail: FlavourSelectDetail) => void;
}

const word = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

function Thumb({ item, pressed, controls, onChoose, onFocus }: { item: FlavourItem; pressed: boolean; controls: string; onChoose: () => void; onFocus: () => void }) {
  const style = useFlavourColors(item);
  return (
    <button type="button" data-thumb="" part={pressed ? 'thumb thumb-selected' : 'thumb'} aria-pressed={pressed} aria-controls={controls} aria-label={item.title ? undefined : item.name} style={style} onClick={onChoose} onFocus={onFocus}>
      <span data-disc="">
        <Picture image={item.images.pagination} field="images.pagination" alt="" />
      </span>
      {item.title && <span data-name="">{item.title}</span>}
    </button>
  );
}

/**
 * Groups of flavours (tabs), each a row of thumbnails on Swiper Element (toggle buttons), the chosen
 * one's detail panel cross-fading in, previous / next with the edge messages, the "2 / 6" counter and
 * an optional action opening a dialog of every flavour. The authored data and its rules:
 * core/showcase/flavours.ts.
 */
export function FlavourCarousel(props: FlavourCarouselProps) {
  const { host, mode } = useElement();
  const className = useThemedClass(carouselStyles);
  const uid = useId();
  const sort = flavourSort(props.sortOrder);
  const groups = useMemo(() => flavourGroups({ groups: props.groups, items: props.items, sortOrder: sort }), [props.groups, props.items, sort]);
  const scale = gaugeNumber(props.intensityScale);
  const preferences = useMotionPreferences();
  const reducedMotion = preferences?.reducedMotion !== false; // nothing moves until the wish is known

  const [selection, setSelection] = useState<FlavourSelection>({ group: 0, item: 0 });
  const groupIndex = Math.min(selection.group, Math.max(groups.length - 1, 0));
  const group = groups[groupIndex];
  const itemIndex = group ? Math.min(selection.item, group.items.length - 1) : 0;
  const item = group?.items[itemIndex];
  const [leaving, setLeaving] = useState<{ key: string; item: FlavourItem }>();
  const [dialogOpen, setDialogOpen] = useState(false);
  // the visitor has chosen a flavour: the panels fade in from then on, never the first
  const [chosenByVisitor, setChosenByVisitor] = useState(false);
  const { containerRef, overflowing, reveal } = useThumbSwiper({ index: itemIndex, reducedMotion, gap: THUMB_GAP_PX });

  const choose = (next: FlavourSelection) => {
    const chosen = chooseFlavour({ group: groupIndex, item: itemIndex }, next, groups);
    if (!chosen) return; // the active item: nothing happens
    if (item && !reducedMotion) setLeaving({ key: `${groupIndex}-${itemIndex}`, item });
    setSelection(chosen);
    setChosenByVisitor(true);
    const target = groups[chosen.group]!;
    props.onSelect?.({ groupId: target.id, index: chosen.item, title: target.items[chosen.item]!.name });
  };

  const labels = {
    previous: word(props.previousLabel, DEFAULT_ARROW_LABELS.previous),
    next: word(props.nextLabel, DEFAULT_ARROW_LABELS.next),
    firstSlideMessage: word(props.firstSlideMessage, DEFAULT_ARROW_LABELS.firstSlideMessage),
    lastSlideMessage: word(props.lastSlideMessage, DEFAULT_ARROW_LABELS.lastSlideMessage),
  };
  const total = group?.items.length ?? 0;
  const arrows = arrowStates(itemIndex, total, optionDefaultOn(props.hideOnDisabled), labels);
  // Whether the thumbnails fit (no arrows) is the row's CSS, the same on the server.
  const rowClass = useThemedClass(thumbsFitStyles(total));

  // An arrow that hides under the keyboard hands focus to the chosen thumbnail.
  const thumbsRef = useRef<HTMLDivElement>(null);
  const focused = useRef<'previous' | 'next' | null>(null);
  useLayoutEffect(() => {
    const side = focused.current;
    if (side && (arrows[side].hidden || !overflowing)) {
      // Once: a later render (the visitor tabbed on to another thumbnail) must not take focus back.
      focused.current = null;
      thumbsRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
    }
  });

  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const rtl = getComputedStyle(host).direction === 'rtl';
    const target = tabFocusTarget(event.key, position, groups.length, { rtl });
    if (target === undefined) return;
    event.preventDefault();
    if (target !== groupIndex) choose({ group: target, item: 0 });
    tabs.current[target]?.focus();
  };

  useEffect(() => {
    if (reducedMotion) setLeaving(undefined);
  }, [reducedMotion]);

  if (!group || !item) return showsEditorPlaceholders(mode) ? <EditorPlaceholder label={flavourCarouselEmptiness.label} /> : null;

  const panelId = `${uid}-panel`;
  const detailId = `${uid}-detail`;
  const tabbed = groups.length > 1;
  const step = (delta: number, side: 'previous' | 'next') => {
    if (arrows[side].disabled) return;
    choose({ group: groupIndex, item: itemIndex + delta });
  };
  const arrow = (side: 'previous' | 'next', delta: number) => (
    <button
      type="button"
      data-arrow={side}
      part={side}
      aria-label={arrows[side].label}
      aria-disabled={arrows[side].disabled || undefined}
      aria-controls={detailId}
      hidden={arrows[side].hidden}
      onClick={() => step(delta, side)}
      onFocus={() => (focused.current = side)}
      onBlur={() => (focused.current = null)}
    >
      <Svg name={side === 'previous' ? 'chevron-left' : 'chevron-right'} />
    </button>
  );
  const [startLabel, endLabel] = sort === 'desc' ? [group.highLabel, group.lowLabel] : [group.lowLabel, group.highLabel];

  const detailLabels = { intensity: word(props.intensityLabel, 'Intensity'), aroma: word(props.aromaLabel, 'Aroma note'), zoom: zoomWords(props.zoomLabels) };
  return (
    <section className={className} part="carousel" aria-label={props.accessibilityLabel?.trim() || undefined}>
      {tabbed && (
        <div role="tablist" aria-label={word(props.groupsLabel, 'Flavour groups')} data-groups="" part="groups">
          {groups.map((entry, position) => (
            <button
              key={entry.id}
              ref={(button) => {
                tabs.current[position] = button;
              }}
              type="button"
              role="tab"
              id={`${uid}-tab-${position}`}
              aria-selected={position === groupIndex}
              aria-controls={panelId}
              tabIndex={position === groupIndex ? 0 : -1}
              part={position === groupIndex ? 'group group-selected' : 'group'}
              onClick={() => choose({ group: position, item: 0 })}
              onKeyDown={(event) => onTabKey(event, position)}
            >
              {entry.title}
            </button>
          ))}
        </div>
      )}
      <div id={panelId} role={tabbed ? 'tabpanel' : undefined} aria-labelledby={tabbed ? `${uid}-tab-${groupIndex}` : undefined} data-panel="">
        {(startLabel || endLabel) && (
          <div data-scale="" part="scale">
            <span>{startLabel}</span>
            <span data-bar="" data-sort={sort} aria-hidden="true" />
            <span>{endLabel}</span>
          </div>
        )}
        <div data-row="" className={rowClass} ref={thumbsRef}>
          {arrow('previous', -1)}
          <swiper-container key={group.id} ref={containerRef} init="false" part="thumbs">
            {group.items.map((entry, position) => (
              <swiper-slide key={`${entry.title}-${position}`}>
                <Thumb item={entry} pressed={position === itemIndex} controls={detailId} onChoose={() => choose({ group: groupIndex, item: position })} onFocus={() => reveal(position)} />
              </swiper-slide>
            ))}
          </swiper-container>
          {arrow('next', 1)}
        </div>
        <div data-status="">
          <p data-counter="" part="counter" aria-live="polite" aria-atomic="true">
            <span data-sr="">{item.name}: </span>
            <span dir="ltr">{flavourCounter(itemIndex, total)}</span>
          </p>
          {props.actionLabel?.trim() && (
            <button type="button" data-action="" part="action" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
              <Svg name="search" />
              <span>{props.actionLabel.trim()}</span>
            </button>
          )}
        </div>
        <div data-stack="">
          {leaving && <DetailPanel key={`out-${leaving.key}`} item={leaving.item} scale={scale} labels={detailLabels} leaving onFaded={() => setLeaving(undefined)} />}
          <DetailPanel key={`${groupIndex}-${itemIndex}`} id={detailId} item={item} scale={scale} labels={detailLabels} entering={chosenByVisitor} />
        </div>
      </div>
      {props.actionLabel?.trim() && (
        <FlavourDialog
          open={dialogOpen}
          groups={groups}
          labels={{ title: word(props.dialogTitle, props.actionLabel.trim()), close: word(props.closeAriaLabel, 'Close') }}
          current={{ group: groupIndex, item: itemIndex }}
          onChoose={(g, i) => {
            choose({ group: g, item: i });
            setDialogOpen(false);
          }}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </section>
  );
}
