import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { CSSObject } from '@emotion/serialize';
import type { Theme } from '@mui/material/styles';
import { DEFAULT_IFRAME_HEIGHT, DEFAULT_IFRAME_WIDTH, iframeLength, iframeSandbox, iframeSource, userDataTarget, type IframeParameter, type IframeSource } from '../../core/embed/iframe';
import { userDataMessage } from '../../core/visitor/userData';
import { visitorResolution } from '../../core/stores/visitor';
import { usePageConfig, useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { useSafeCss } from '../shared/useSafeCss';

export interface IframeProps {
  /** the embedded page: http(s), absolute or relative to the page */
  url?: string;
  /** the frame's accessible name */
  title?: string;
  /** added to the URL's query */
  parameters?: IframeParameter[];
  /** a CSS length; a number is pixels (default 300) */
  height?: number | string;
  /** a CSS length; a number is pixels (default 100%) */
  width?: number | string;
}

/** Read when the frame has no title of its own: a frame needs an accessible name. */
const FALLBACK_TITLE = 'Embedded content';

const frameStyles = (theme: Theme): CSSObject => ({
  display: 'block',
  maxWidth: '100%',
  border: 0,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

const placeholderStyles = (theme: Theme): CSSObject => ({
  display: 'block',
  maxWidth: '100%',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
});

/** The page's address, read in an effect (never during render: server-ready). */
function useFrameSource(url: unknown, parameters: unknown): IframeSource | undefined {
  const [source, setSource] = useState<IframeSource>();
  const key = JSON.stringify([url, parameters]);
  useEffect(() => {
    setSource(iframeSource(url, parameters, document.baseURI, location.origin));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return source;
}


/**
 * An embedded page, sandboxed, lazy below the fold. A frame from another origin that the page's
 * config lists (`embedOrigins`) is sent the logged-in visitor's data (core/visitor/userData) after each
 * load and whenever the visitor changes, to its own origin only; any other frame, and an anonymous
 * visitor's, is sent nothing.
 */
export function Iframe({ url, title, parameters, height, width }: IframeProps) {
  const { tag } = useElement();
  const source = useFrameSource(url, parameters);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loads, setLoads] = useState(0);
  const resolution = useSyncExternalStore(visitorResolution.subscribe, visitorResolution.getSnapshot, visitorResolution.getSnapshot);
  const check = useSafeCss();
  const style: CSSProperties = {
    height: check('length', 'height', iframeLength(height, DEFAULT_IFRAME_HEIGHT)) ?? `${DEFAULT_IFRAME_HEIGHT}px`,
    width: check('length', 'width', iframeLength(width, DEFAULT_IFRAME_WIDTH)) ?? DEFAULT_IFRAME_WIDTH,
  };
  const frameClass = useThemedClass(frameStyles);
  const placeholderClass = useThemedClass(placeholderStyles);

  const refused = source?.kind === 'refused' ? source.url : undefined;
  useEffect(() => {
    if (refused !== undefined) console.error(`<${tag}>: refused url "${refused.slice(0, 60)}": only http(s) pages can be embedded.`);
  }, [refused, tag]);

  const allowedOrigins = usePageConfig().embedOrigins;
  const target = userDataTarget(source, allowedOrigins);
  useEffect(() => {
    const window_ = frame.current?.contentWindow;
    if (!loads || !target || !window_) return;
    let current = true;
    void userDataMessage(resolution).then(
      (message) => {
        // Posted to the frame's origin only: if the frame has navigated elsewhere, it is dropped.
        if (current && message) window_.postMessage(message, target);
      },
      (error: unknown) => console.error(`<${tag}>: the user data could not be prepared.`, error),
    );
    return () => {
      current = false;
    };
  }, [loads, target, resolution, tag]);

  if (!source || source.kind === 'none') return <div className={placeholderClass} style={style} aria-hidden="true" part="placeholder" />;
  if (source.kind === 'refused') return null;
  return (
    <iframe
      ref={frame}
      key={source.src}
      className={frameClass}
      style={style}
      src={source.src}
      title={title?.trim() || FALLBACK_TITLE}
      sandbox={iframeSandbox(source.sameOrigin)}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => setLoads((count) => count + 1)}
      part="frame"
    />
  );
}
