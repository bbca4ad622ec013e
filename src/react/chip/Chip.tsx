import MuiChip from '@mui/material/Chip';
import { Icon, iconPath } from '../icons';
import { useSafeUrl } from '../shared/useSafeUrl';

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

const chipSx = {
  maxWidth: '100%',
  fontWeight: 'fontWeightBold',
  '&[href]': {
    position: 'relative',
    // A 44px touch target on phones around the 32px chip, without changing how it looks.
    '&::after': { content: '""', position: 'absolute', insetInline: 0, insetBlock: '-6px' },
  },
  '&[href]:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  '& .MuiChip-icon': { color: 'inherit' },
  // The brand colour itself is too light for text on white in some themes (zyn, iqos): its dark shade.
  '&.MuiChip-outlined': { color: 'primary.dark', borderColor: 'primary.dark' },
} as const;

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
    color: 'primary' as const,
    icon: iconNode,
    sx: chipSx,
  };
  // A static chip is a generic element: an aria-label there would be ignored (and is not allowed).
  if (!href) return <MuiChip {...common} part="chip" />;
  return (
    <MuiChip
      {...common}
      component="a"
      href={href}
      clickable
      aria-label={ariaLabel || undefined}
      target={newWindow ? '_blank' : undefined}
      rel={newWindow ? 'noopener noreferrer' : undefined}
      part="chip"
    />
  );
}
