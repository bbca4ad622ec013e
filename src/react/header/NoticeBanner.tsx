import { useRef, useState, useSyncExternalStore } from 'react';
import { noticeCookie, noticeFor, NOTICE_COOKIE, type HeaderNotice } from '../../core/chrome/header';
import { getCookie, setCookie } from '../../core/visitor/cookies';
import { visitorStore } from '../../core/stores/visitor';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useThemedClass } from '../runtime/useThemedClass';
import { useServerMarkup } from '../runtime/context';
import { HeaderIcon } from './HeaderIcon';
import { noticeStyles } from './noticeStyles';
import { iconButtonStyles } from './styles';
import { DEFAULT_HEADER_LABELS, type HeaderLabels } from './labels';
import { colourSchemeOf } from '../../core/colourScheme';

const ALIGN = new Set(['left', 'center', 'right']);

/**
 * The notice banner: the content for the visitor's type, until the visitor closes it; the
 * dismissal is a cookie lasting `cookiePersistence` days.
 */
export function NoticeBanner({ notice, authoring, labels = DEFAULT_HEADER_LABELS }: { notice: HeaderNotice | undefined; authoring: boolean; labels?: HeaderLabels }) {
  const visitor = useSyncExternalStore(visitorStore.subscribe, visitorStore.getSnapshot, visitorStore.getInitialSnapshot);
  const ref = useRef<HTMLElement>(null);
  const [closed, setDismissed] = useState(false);
  // The cookie is the browser's: a server render, and so hydration, shows the notice; the next render reads it.
  const serverMarkup = useServerMarkup();
  const dismissed = closed || (!authoring && !serverMarkup && getCookie(NOTICE_COOKIE) === 'true');
  const className = useThemedClass(noticeStyles);
  const buttonClass = useThemedClass(iconButtonStyles);
  const html = noticeFor(notice, visitor, dismissed);
  if (!html || !notice) return null;
  const close = () => {
    const cookie = noticeCookie(notice.cookiePersistence);
    setCookie(cookie.name, cookie.value, {
      path: '/',
      sameSite: 'Lax',
      secure: true,
      ...(cookie.maxAgeSeconds ? { maxAge: cookie.maxAgeSeconds } : {}),
    });
    // The button goes away with the notice: focus moves on to the header's bar, not to the page.
    const root = ref.current?.getRootNode() as ShadowRoot | Document | undefined;
    if (root && root.activeElement === ref.current?.querySelector('[data-notice-close]')) {
      root.querySelector<HTMLElement>('[data-bar] a, [data-bar] button')?.focus();
    }
    setDismissed(true);
  };
  const align = typeof notice.textAlign === 'string' && ALIGN.has(notice.textAlign) ? notice.textAlign : 'center';
  return (
    <aside
      ref={ref}
      className={className}
      aria-label={labels.notice}
      data-header-notice=""
      data-theme={colourSchemeOf(notice.theme)}
      data-align={align}
      data-variant={typeof notice.textVariant === 'string' ? notice.textVariant : 'body1'}
    >
      <SanitizedHtml html={html} data-notice-text="" />
      <button type="button" className={buttonClass} aria-label={notice.closeAriaLabel || labels.closeNotice} onClick={close} data-notice-close="">
        <HeaderIcon name="close" />
      </button>
    </aside>
  );
}
