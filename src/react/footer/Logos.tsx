import { asRecord, footerLogos, type FooterLogoList } from '../../core/chrome/footer';
import { FooterRatingWidget } from './Rating';
import { useThemedClass } from '../runtime/useThemedClass';
import { useFooterViewer } from './shared';
import { darkBandStyles, headingStyles, innerStyles, logosStyles } from './styles';

function LogoList({ list }: { list: FooterLogoList }) {
  const headingClass = useThemedClass(headingStyles);
  return (
    <div data-logo-list="">
      {list.title && <h2 className={headingClass}>{list.title}</h2>}
      <ul>
        {list.logos.map((logo, index) => (
          <li key={index}>
            <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Section 4: two titled logo lists (filtered by visibleTo) and the rate-and-review widget. */
export function LogosSection({ config }: { config: unknown }) {
  const band = useThemedClass(darkBandStyles);
  const inner = useThemedClass(innerStyles);
  const row = useThemedClass(logosStyles);
  const viewer = useFooterViewer();
  const { lists, rating } = footerLogos(asRecord(config), viewer);
  if (lists.length === 0 && !rating) return null;
  return (
    <div className={band} data-band="dark" data-footer-section="logos">
      <div className={inner} data-inner="">
        <div className={row}>
          {lists.map((list, index) => (
            <LogoList key={index} list={list} />
          ))}
          {rating && (
            <div data-rating="">
              <FooterRatingWidget rating={rating} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
