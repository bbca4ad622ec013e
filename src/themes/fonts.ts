import figtree400 from '@fontsource/figtree/files/figtree-latin-400-normal.woff2';
import figtree600 from '@fontsource/figtree/files/figtree-latin-600-normal.woff2';
import figtree700 from '@fontsource/figtree/files/figtree-latin-700-normal.woff2';
import notoArabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2';
import notoKhmer from '@fontsource-variable/noto-sans-khmer/files/noto-sans-khmer-khmer-wght-normal.woff2';

/**
 * Self-hosted font faces (no font CDN). Only the faces a theme or language uses are ever
 * registered, and the browser downloads a face only when text needs it.
 */
export interface FontFaceSpec {
  family: string;
  url: string;
  weight: string;
  unicodeRange?: string;
}

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const FIGTREE = 'Figtree';
export const ARABIC = 'Noto Sans Arabic Variable';
export const KHMER = 'Noto Sans Khmer Variable';

export const FONT_FACES: Readonly<Record<string, readonly FontFaceSpec[]>> = {
  [FIGTREE]: [
    { family: FIGTREE, url: figtree400, weight: '400', unicodeRange: LATIN },
    { family: FIGTREE, url: figtree600, weight: '600', unicodeRange: LATIN },
    { family: FIGTREE, url: figtree700, weight: '700', unicodeRange: LATIN },
  ],
  [ARABIC]: [
    {
      family: ARABIC,
      url: notoArabic,
      weight: '100 900',
      unicodeRange:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
    },
  ],
  [KHMER]: [
    { family: KHMER, url: notoKhmer, weight: '100 900', unicodeRange: 'U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC' },
  ],
};
