import { useMemo, useSyncExternalStore } from 'react';
import type { Theme } from '@mui/material/styles';
import { pageConfig } from '../../core/stores/pageConfig';
import { brandTheme, fontFacesFor, resolveThemeName, THEME_NAMES, type Direction, type ThemeRequest } from '../../themes';
import { constantSheet } from './styleSheets';
import { registerFontFaces } from './fonts';
import { hostCssTexts, type Display } from './hostCss';
import type { ElementState } from './mounted';

/**
 * The themes elements render with (one object per distinct theme, direction and language, its font
 * faces registered once) and the fixed sheets of their hosts: shared by the shared root, the islands
 * (island.tsx) and the elements shown without React (direct.ts).
 */

const hostSheetsByTheme = new WeakMap<Theme, Map<string, CSSStyleSheet[]>>();

/** The fixed sheets of an element's host (hostCss.ts) in a theme: one array per theme, display and hostCss. */
export function hostSheets(display: Display, theme: Theme, hostCss?: string): CSSStyleSheet[] {
  let byHost = hostSheetsByTheme.get(theme);
  if (!byHost) hostSheetsByTheme.set(theme, (byHost = new Map()));
  const key = `${display}|${hostCss ?? ''}`;
  let sheets = byHost.get(key);
  if (!sheets) byHost.set(key, (sheets = hostCssTexts(display, theme, hostCss).map(constantSheet)));
  return sheets;
}

const warnedThemes = new Set<string>();

/**
 * The page config fields an element's theme reads (theme unless the element names its own, rtl,
 * lang), as one string: one listener per element, and a re-render only when one of them changes.
 */
function usePageStyle(ownTheme: boolean): { theme?: string; rtl: boolean; lang?: string } {
  const snapshot = () => {
    const { theme, rtl, lang } = pageConfig.getSnapshot();
    return `${ownTheme ? '' : (theme ?? '')}\u0000${rtl === true ? 1 : 0}\u0000${lang ?? ''}`;
  };
  // The same in hydration: brand-page sets the config before any element has its model.
  const key = useSyncExternalStore(pageConfig.subscribe, snapshot, snapshot);
  return useMemo(() => {
    const [theme, rtl, lang] = key.split('\u0000');
    return { theme: theme || undefined, rtl: rtl === '1', lang: lang || undefined };
  }, [key]);
}

/** The theme an element renders with: its own or the page's, in the page's or its own direction and language. */
export function elementTheme(tag: string, state: ElementState, page: { theme?: string; rtl?: boolean; lang?: string }): Theme {
  return themeFor(themeRequest(tag, state, page));
}

const themesByRequest = new Map<string, Theme>();

/** The theme of a request, its font faces registered: once per distinct request. */
function themeFor(request: ThemeRequest): Theme {
  const key = `${request.name}|${request.direction}|${request.lang ?? ''}`;
  let theme = themesByRequest.get(key);
  if (!theme) {
    registerFontFaces(fontFacesFor(request));
    themesByRequest.set(key, (theme = brandTheme(request)));
  }
  return theme;
}

function themeRequest(tag: string, state: ElementState, page: { theme?: string; rtl?: boolean; lang?: string }): ThemeRequest {
  const requested = state.theme ?? page.theme;
  const { name, known } = resolveThemeName(requested);
  if (!known) {
    const key = `${tag}|${String(requested)}`;
    if (!warnedThemes.has(key)) {
      warnedThemes.add(key);
      console.warn(
        `<${tag}>: unknown theme "${String(requested)}"; using the default theme "${name}". Known themes: ${THEME_NAMES.join(', ')}.`,
      );
    }
  }
  const direction: Direction = page.rtl ? 'rtl' : state.direction;
  return { name, direction, lang: page.lang ?? state.lang };
}

export function useElementTheme(tag: string, state: ElementState): Theme {
  const page = usePageStyle(state.theme !== undefined);
  const { name, direction, lang } = themeRequest(tag, state, page);
  return useMemo(() => themeFor({ name, direction, lang }), [name, direction, lang]);
}

