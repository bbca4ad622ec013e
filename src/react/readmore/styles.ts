import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** The collapsed box and its toggle. */
export const readmoreStyles = (theme: Theme): CSSObject => ({
  '& [data-content][data-collapsed]': {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 'var(--brand-readmore-lines)',
    overflow: 'hidden',
  },
  // Only when the clamp hides something, the last shown line fades out: the text goes on.
  '& [data-content][data-collapsed][data-clipped]': {
    maskImage: 'linear-gradient(to bottom, black calc(100% - 1.5em), transparent)',
  },
  '& [data-toggle]': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44, // touch target
    marginTop: theme.spacing(0.5),
    padding: theme.spacing(1, 0),
    border: 0,
    background: 'transparent',
    color: theme.palette.primary.dark,
    font: 'inherit',
    fontWeight: theme.typography.fontWeightBold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    '@media (hover: hover)': { '&:hover': { textDecorationThickness: 2 } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2, borderRadius: theme.shape.borderRadius },
  },
  '& [data-toggle][hidden]': { display: 'none' },
});

/** The authored HTML: what a CMS rich-text editor produces, in the theme's body type. */
export const textStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& p, & ul, & ol': { margin: '0 0 1em' },
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& h2, & h3, & h4': { fontWeight: theme.typography.fontWeightBold, lineHeight: 1.25, margin: '1em 0 0.5em' },
  '& h2': { fontSize: theme.typography.h2.fontSize },
  '& h3': { fontSize: theme.typography.h3.fontSize },
  '& h4': { fontSize: theme.typography.h4.fontSize },
  '& a': { color: theme.palette.primary.dark, textUnderlineOffset: '0.2em' },
  '& a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& strong, & b': { fontWeight: Math.max(600, Number(theme.typography.fontWeightBold)) },
  '& img': { maxWidth: '100%', height: 'auto' },
});
