import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import type { RefObject } from 'react';
import { LANGUAGE_POPOVER_MAX_HEIGHT } from '../../core/chrome/languages';
import { usePointerDownOutside } from '../shared/usePointerDownOutside';

/**
 * The open language list: where it opens, its look (a paper card), its arrow keys and its closing on a pointer
 * outside. A module of its own, loaded when the list first opens (or as the visitor reaches for its button): the
 * list is written with the selector, hidden, and needs none of this until then.
 */

/** The popover: below the trigger, or above it (`data-placement="top"`) when there is no room below. */
export const listStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: `calc(100% + ${theme.spacing(1)})`,
  zIndex: theme.zIndex.modal,
  minWidth: '100%',
  width: 'max-content',
  maxWidth: 'min(20rem, calc(100vw - 2rem))',
  maxHeight: LANGUAGE_POPOVER_MAX_HEIGHT,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  paddingBlock: theme.spacing(2),
  paddingInline: 0,
  listStyle: 'none',
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[8],
  '&[data-placement="top"]': { insetBlockStart: 'auto', insetBlockEnd: `calc(100% + ${theme.spacing(1)})` },
  '&[hidden]': { display: 'none' },
});

export const optionStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  display: 'block',
  paddingBlock: theme.spacing(2),
  paddingInline: theme.spacing(4),
  color: theme.palette.text.primary,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  '@media (hover: hover)': {
    '&:hover': { background: theme.palette.action.hover, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -2, background: theme.palette.action.hover },
});

/**
 * Arrow keys, Home and End in the open list: focus moves to the next, previous, first or last link, round the ends;
 * from outside the list (focus on the button), down goes to the first and up to the last.
 */
export function moveFocus(key: string, links: readonly HTMLAnchorElement[], active: Element | null | undefined): void {
  const index = links.indexOf(active as HTMLAnchorElement);
  const count = links.length;
  let next = 0;
  if (key === 'End') next = count - 1;
  else if (key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % count;
  else if (key === 'ArrowUp') next = index < 0 ? count - 1 : (index - 1 + count) % count;
  links[next]?.focus();
}

/**
 * Where the list opens: towards the side with room, so a selector at the bottom of the page (the footer) opens
 * upwards. `count`: the list's links (about 48 px each).
 */
export function placementFor(trigger: Element, count: number): 'top' | 'bottom' {
  const rect = trigger.getBoundingClientRect();
  const below = window.innerHeight - rect.bottom;
  return below < Math.min(LANGUAGE_POPOVER_MAX_HEIGHT, count * 48 + 16) && rect.top > below ? 'top' : 'bottom';
}

/** Rendered while the list is open: a click or touch outside the selector closes it. */
export function CloseOnPointerOutside({ root, onClose }: { root: RefObject<HTMLElement | null>; onClose: () => void }): null {
  usePointerDownOutside(true, root, onClose);
  return null;
}
