import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { CSSObject } from '@emotion/serialize';
import type { Theme } from '@mui/material/styles';
import { Icon, iconPath } from '../icons';
import { useSafeUrl } from '../shared/useSafeUrl';
import { stylesForKey, useThemedClass, type ThemedStyles } from '../runtime/useThemedClass';
import { useButtonBase } from '../shared/buttonControl/useButtonBase';
import { chipLabelStyles, chipRootStyles, type ChipState } from './chipStyles';

export interface ChipProps {
  label?: string;
  /** filled (default) or outlined */
  variant?: 'filled' | 'outlined' | string;
  /** a theme icon name (`leaf` or `pmi-icon-leaf`) before the label */
  icon?: string;
  /** makes the chip a link */
  linkUrl?: string;
  linkTarget?: '_self' | '_blank' | string;
  /** small or medium (default) */
  size?: 'small' | 'medium' | string;
  ariaLabel?: string;
}

/** The element's own rules after MUI's chip's (what its `sx` was). */
export const chipOwnStyles = (theme: Theme): CSSObject => ({
  maxWidth: '100%',
  fontWeight: theme.typography.fontWeightBold,
  '&[href]': {
    position: 'relative',
    // A 44px touch target on phones around the 32px chip, without changing how it looks.
    '&::after': { content: '""', position: 'absolute', insetInline: 0, insetBlock: '-6px' },
  },
  '&[href]:focus-visible': { outline: '2px solid', outlineColor: theme.palette.primary.main, outlineOffset: 2 },
  '& .MuiChip-icon': { color: 'inherit' },
  // The brand colour itself is too light for text on white in some themes (zyn, iqos): its dark shade.
  '&.MuiChip-outlined': { color: theme.palette.primary.dark, borderColor: theme.palette.primary.dark },
});

/** The styles of a chip state's slot: one function per state, serialized once per theme. */
function stylesFor(slot: 'root' | 'label', state: ChipState): ThemedStyles {
  return stylesForKey(`chip ${slot} ${state.variant} ${state.size} ${state.clickable}`, () =>
    slot === 'root' ? (theme: Theme) => [...chipRootStyles(theme, state), chipOwnStyles(theme)] : () => chipLabelStyles(state),
  );
}

export interface ChipControlProps {
  label: ReactNode;
  variant: ChipState['variant'];
  size: ChipState['size'];
  icon?: ReactNode;
  href?: string;
  target?: string;
  rel?: string;
  'aria-label'?: string;
  part?: string;
}

/**
 * MUI's Chip (colour primary) as the element draws it, without MUI: the same markup, class names and
 * rules (chipStyles.ts); with `href` MUI's clickable chip, a link with its ripple and keyboard focus.
 */
export function ChipControl({ label, variant, size, icon, href, ...other }: ChipControlProps) {
  const state: ChipState = { variant, size, clickable: href !== undefined };
  const root = useThemedClass(stylesFor('root', state));
  const labelClass = useThemedClass(stylesFor('label', state));
  const { handlers, keyboardFocus, ripple, rippleClass } = useButtonBase({ disabled: false, focusRipple: false });
  const iconNode = isValidElement(icon) ? cloneElement(icon as ReactElement<{ className?: string }>, { className: ['MuiChip-icon', (icon as ReactElement<{ className?: string }>).props.className].filter(Boolean).join(' ') }) : null;
  const classes = [
    state.clickable && 'MuiButtonBase-root',
    keyboardFocus && 'Mui-focusVisible',
    'MuiChip-root',
    `MuiChip-${variant}`,
    `MuiChip-size${size === 'small' ? 'Small' : 'Medium'}`,
    'MuiChip-colorPrimary',
    state.clickable && 'MuiChip-clickable',
    root,
    rippleClass,
  ];
  const className = classes.filter(Boolean).join(' ');
  const content = (
    <>
      {iconNode}
      <span className={`MuiChip-label ${labelClass}`}>{label}</span>
    </>
  );
  if (!state.clickable) {
    return (
      <div className={className} {...other}>
        {content}
      </div>
    );
  }
  return (
    <a className={className} href={href} tabIndex={0} {...other} {...handlers}>
      {content}
      {ripple}
    </a>
  );
}

/**
 * A chip: a short label, filled or outlined, with an optional theme icon. With a link it is a link
 * (an `<a>`, in the tab order); without one it is static text, not a button.
 */
export function Chip({ label, variant = 'filled', icon, linkUrl, linkTarget = '_self', size = 'medium', ariaLabel }: ChipProps) {
  const href = useSafeUrl(linkUrl);
  const text = typeof label === 'string' ? label.trim() : '';
  if (!text) return null;
  const newWindow = href && linkTarget === '_blank';
  const iconNode = iconPath(icon) ? <Icon name={icon!} /> : undefined;
  const common = {
    label: text,
    variant: variant === 'outlined' ? ('outlined' as const) : ('filled' as const),
    size: size === 'small' ? ('small' as const) : ('medium' as const),
    icon: iconNode,
    part: 'chip',
  };
  // A static chip is a generic element: an aria-label there would be ignored (and is not allowed).
  if (!href) return <ChipControl {...common} />;
  return (
    <ChipControl
      {...common}
      href={href}
      aria-label={ariaLabel || undefined}
      target={newWindow ? '_blank' : undefined}
      rel={newWindow ? 'noopener noreferrer' : undefined}
    />
  );
}
