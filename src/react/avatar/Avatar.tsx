import { useState, type CSSProperties } from 'react';
import type { Theme } from '@mui/material/styles';
import { useTheme } from '../runtime/useTheme';
import { safeImageUrl } from '../../core/security/safeUrl';
import { useSafeUrl } from '../shared/useSafeUrl';
import { useThemedClass } from '../runtime/useThemedClass';
import { useSafeCss } from '../shared/useSafeCss';
import { AVATAR_SPACING, blockStyles, circleStyles, labelStyles, textStyles, titleStyles, type AvatarSize } from './styles';
import { colourSchemeOf } from '../../core/colourScheme';

export interface AvatarProps {
  title?: string;
  label?: string;
  imageProps?: { src?: string; alt?: string } | null;
  /** medium (default), small or tiny: theme spacing 6, 5 or 4 */
  size?: AvatarSize | string;
  /** the circle's background (a CSS colour); its text colour follows for contrast */
  background?: string;
  /**
   * light (default) or dark surroundings. As a React prop it may be called `theme`, the authored
   * name; on the element `theme` names the brand theme, so the element's attribute is `tone`.
   */
  tone?: 'light' | 'dark' | string;
  theme?: 'light' | 'dark' | string;
}

/** Up to two initials from a name: the first letters of its first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

function circleColors(theme: Theme, color: string | undefined): CSSProperties | undefined {
  if (!color) return undefined;
  try {
    return { background: color, color: theme.palette.getContrastText(color) };
  } catch {
    return { background: color };
  }
}

/**
 * The avatar/label block: a round picture, or the title's
 * initials when there is none (or it fails to load), beside a title and a label.
 */
export function Avatar({ title, label, imageProps, size, background, tone, theme: toneAlias }: AvatarProps) {
  const muiTheme = useTheme();
  const check = useSafeCss();
  const blockClass = useThemedClass(blockStyles);
  const circleClass = useThemedClass(circleStyles);
  const textClass = useThemedClass(textStyles);
  const titleClass = useThemedClass(titleStyles);
  const labelClass = useThemedClass(labelStyles);
  const rawSrc = imageProps && typeof imageProps === 'object' ? imageProps.src : undefined;
  const image = safeImageUrl(rawSrc) ?? undefined;
  const src = useSafeUrl(image ? undefined : rawSrc, 'imageProps.src') ?? image;
  const [failed, setFailed] = useState<string | undefined>();
  const heading = typeof title === 'string' ? title.trim() : '';
  const caption = typeof label === 'string' ? label.trim() : '';
  const initials = initialsOf(heading || caption);
  const showImage = !!src && failed !== src;
  if (!showImage && !initials) return null;

  const validSize: AvatarSize = typeof size === 'string' && size in AVATAR_SPACING ? (size as AvatarSize) : 'medium';
  const dark = colourSchemeOf(tone ?? toneAlias) === 'dark';
  const alt = typeof imageProps?.alt === 'string' ? imageProps.alt : '';
  return (
    <div className={blockClass} data-size={validSize} data-tone={dark ? 'dark' : 'light'} data-avatar="">
      <span className={circleClass} style={circleColors(muiTheme, check('color', 'background', background))} aria-hidden={showImage && alt ? undefined : 'true'} part="avatar">
        {showImage ? <img src={src} alt={alt} decoding="async" onError={() => setFailed(src)} /> : initials}
      </span>
      {(heading || caption) && (
        <span className={textClass}>
          {heading && <span className={titleClass}>{heading}</span>}
          {caption && <span className={labelClass}>{caption}</span>}
        </span>
      )}
    </div>
  );
}
