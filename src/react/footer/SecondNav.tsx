import { asRecord, secondNavList, text } from '../../core/chrome/footer';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useThemedClass } from '../runtime/useThemedClass';
import { FooterAnchor, useFooterViewer, useReportRefused } from './shared';
import { darkBandStyles, innerStyles, secondNavStyles } from './styles';

/** Section 5: the copyright text (authored HTML, sanitized) and one list of links. */
export function SecondNavSection({ config }: { config: unknown }) {
  const band = useThemedClass(darkBandStyles);
  const inner = useThemedClass(innerStyles);
  const row = useThemedClass(secondNavStyles);
  const viewer = useFooterViewer();
  const list = secondNavList(config, viewer);
  useReportRefused(list.refused, 'second navigation');
  const copyright = text(asRecord(config).copyrightText);
  if (!copyright && list.links.length === 0) return null;
  const links = (
    <ul>
      {list.links.map((link, index) => (
        <li key={index}>
          <FooterAnchor link={link} section="secondNav" listTitle={list.title || undefined} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className={band} data-band="dark" data-footer-section="secondNav">
      <div className={inner} data-inner="">
        <div className={row}>
          {copyright && <SanitizedHtml html={copyright} data-copyright="" />}
          {list.links.length > 0 && (list.title ? <nav aria-label={list.title}>{links}</nav> : links)}
        </div>
      </div>
    </div>
  );
}
