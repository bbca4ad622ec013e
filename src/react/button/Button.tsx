import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { Icon, iconPath } from '../icons';
import { useSafeUrl } from '../shared/useSafeUrl';
import { LOADING_SPINNER_SIZE, TOUCH_TARGET } from '../../themes/tokens';
import { ButtonControl } from '../shared/buttonControl/ButtonControl';
import { Spinner } from '../shared/buttonControl/Spinner';

export interface ButtonProps {
  label?: string;
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  /** a theme icon name (`arrow-right` or `pmi-icon-arrow-right`) */
  icon?: string;
  iconPosition?: 'left' | 'right';
  /** shows a 24px spinner and disables the button */
  loading?: boolean;
  disabled?: boolean;
  /** makes the button a link */
  linkUrl?: string;
  linkTarget?: '_self' | '_blank';
  /** accessible name when the label alone is not enough (or for an icon-only button) */
  ariaLabel?: string;
  fullWidth?: boolean;
  type?: 'button' | 'submit' | 'reset';
  /** the host's ElementInternals (a form-associated element): how a submit or reset button reaches the page's form */
  internals?: ElementInternals;
  /**
   * Replaces what a press does (by default a submit or reset of the host's form): the form button
   * (src/react/formButton) submits its own name and value and knows when a submission is under way.
   */
  onPress?: () => void;
  /**
   * A submission is under way: a spinner before the label, `aria-disabled` and `aria-busy`; unlike
   * `loading` the button keeps its focus (a disabled button would drop it), the caller ignores presses.
   */
  busy?: boolean;
}

/**
 * The button lives in a shadow root, so the page's <form> does not own it: a submit or reset
 * button acts on the form its (form-associated) host belongs to.
 */
function submitOrReset(form: HTMLFormElement | null | undefined, type: 'submit' | 'reset'): void {
  if (!form) return;
  if (type === 'submit') form.requestSubmit();
  else form.reset();
}

const VARIANTS = new Set(['contained', 'outlined', 'text']);
/** Side of a round icon-only button per size. */
const ICON_BUTTON_SIZE = { small: '2rem', medium: '2.5rem', large: '3rem' } as const;
const SIZES = new Set(['small', 'medium', 'large']);
/** A keyboard focus ring (the theme's buttons have no elevation, so MUI's focus shadow is gone). */
const focusRing = (theme: Theme): CSSObject => ({ '&.Mui-focusVisible': { outline: '2px solid', outlineColor: theme.palette.primary.dark, outlineOffset: '2px' } });
/** Icon only: round, and on phones at least the 44 px touch target. */
const roundStyles = Object.fromEntries(
  (['small', 'medium', 'large'] as const).map((size) => [
    size,
    (theme: Theme) => ({
      ...focusRing(theme),
      minWidth: 0,
      width: TOUCH_TARGET,
      height: TOUCH_TARGET,
      [theme.breakpoints.up('sm')]: { width: ICON_BUTTON_SIZE[size], height: ICON_BUTTON_SIZE[size] },
      padding: 0,
      borderRadius: '50%',
    }),
  ]),
) as Record<keyof typeof ICON_BUTTON_SIZE, (theme: Theme) => CSSObject>;

export function Button({
  label,
  variant = 'contained',
  size = 'medium',
  icon,
  iconPosition = 'left',
  loading = false,
  disabled = false,
  linkUrl,
  linkTarget = '_self',
  ariaLabel,
  fullWidth = false,
  type = 'button',
  internals,
  onPress,
  busy = false,
}: ButtonProps) {
  const href = useSafeUrl(linkUrl);
  const iconNode = iconPath(icon) ? <Icon name={icon!} /> : undefined;
  const newWindow = href && linkTarget === '_blank';
  // Icon only: a round button with the icon centred (its name comes from aria-label).
  const iconOnly = !label && !!iconNode;
  const validSize = SIZES.has(size) ? size : 'medium';
  const spinner = <Spinner size={LOADING_SPINNER_SIZE} aria-label="Loading" />;
  const startIcon = busy ? spinner : !iconOnly && iconPosition !== 'right' ? iconNode : undefined;
  const press = onPress ?? (type === 'button' ? undefined : () => submitOrReset(internals?.form, type));
  return (
    <ButtonControl
      variant={VARIANTS.has(variant) ? variant : 'contained'}
      size={validSize}
      startIcon={startIcon}
      endIcon={!iconOnly && iconPosition === 'right' ? iconNode : undefined}
      loading={loading}
      loadingPosition={iconNode && !iconOnly ? (iconPosition === 'right' ? 'end' : 'start') : 'center'}
      loadingIndicator={spinner}
      disabled={disabled}
      fullWidth={fullWidth}
      aria-label={ariaLabel || undefined}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      rootStyles={iconOnly ? roundStyles[validSize] : focusRing}
      {...(href
        ? { href, target: newWindow ? '_blank' : undefined, rel: newWindow ? 'noopener noreferrer' : undefined }
        : { type, onClick: press })}
    >
      {iconOnly ? iconNode : label}
    </ButtonControl>
  );
}
