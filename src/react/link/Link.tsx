import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSafeUrl } from '../shared/useSafeUrl';

export interface LinkProps {
  label?: string;
  linkUrl?: string;
  linkTarget?: '_self' | '_blank';
  ariaLabel?: string;
  underline?: 'always' | 'hover' | 'none';
}

/** A text link. A refused URL (javascript:, data:, …) leaves the label as plain text. */
export function Link({ label, linkUrl, linkTarget = '_self', ariaLabel, underline = 'always' }: LinkProps) {
  const href = useSafeUrl(linkUrl);
  if (!href) return <Typography component="span">{label}</Typography>;
  const newWindow = linkTarget === '_blank';
  return (
    <MuiLink
      href={href}
      underline={underline}
      target={newWindow ? '_blank' : undefined}
      rel={newWindow ? 'noopener noreferrer' : undefined}
      aria-label={ariaLabel || undefined}
      sx={{ fontWeight: 'fontWeightBold', '&:focus-visible': { outline: 2, outlineOffset: 2, borderRadius: 0.5 } }}
    >
      {label}
    </MuiLink>
  );
}
