/**
 * The security suites' payloads (tests/shared/xssPayloadData.ts) for the server's tests, with the URL
 * payloads also written as authored HTML.
 */
import { HTML_PAYLOADS, URL_PAYLOADS, type HtmlPayload } from '../../shared/xssPayloadData';

export * from '../../shared/xssPayloadData';

/**
 * The URL payloads as authored HTML: in a link's href, an image's src and srcset, a video's poster and a
 * quote's cite (character references in the URL stay references, so the HTML parser decodes them, as it
 * would for an author's markup). Only `"` is escaped, to keep each URL inside its attribute.
 */
export const URL_HTML_PAYLOADS: readonly HtmlPayload[] = URL_PAYLOADS.flatMap(({ label, url }) => {
  const value = url.replace(/"/g, '&quot;');
  return [
    { label: `url-${label}-a-href`, html: `<a href="${value}" target="_blank">link</a>` },
    { label: `url-${label}-img-src`, html: `<img src="${value}" alt="i">` },
    { label: `url-${label}-img-srcset`, html: `<img srcset="ok.png 1x, ${value} 2x" alt="i">` },
    { label: `url-${label}-video-poster`, html: `<video poster="${value}"></video>` },
    { label: `url-${label}-blockquote-cite`, html: `<blockquote cite="${value}">q</blockquote>` },
  ];
});

/** Every HTML payload: the elements suite's and the URL payloads in HTML. */
export const ALL_HTML_PAYLOADS: readonly HtmlPayload[] = [...HTML_PAYLOADS, ...URL_HTML_PAYLOADS];
