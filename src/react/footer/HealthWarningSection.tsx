import { healthWarningContent } from '../../core/chrome/footer';
import { WarningBox } from '../healthWarning/WarningBox';
import { useThemedClass } from '../runtime/useThemedClass';
import { healthWarningSectionStyles, innerStyles, orientationStyles } from './styles';

/** Section 1: the health warning (text and/or image), shown per orientation. */
export function HealthWarningSection({ config }: { config: unknown }) {
  const className = `${useThemedClass(healthWarningSectionStyles)} ${useThemedClass(orientationStyles)}`;
  const inner = useThemedClass(innerStyles);
  const content = healthWarningContent(config);
  if (!content) return null;
  return (
    <div className={className} data-footer-section="healthWarning" data-portrait={content.layout.portrait} data-landscape={content.layout.landscape}>
      <div className={inner} data-inner="">
        {/* The image's URL and dimensions are checked already (healthWarningContent): only the box is needed. */}
        <WarningBox
          html={content.text}
          image={
            content.imageUrl
              ? {
                  src: content.imageUrl,
                  alt: content.imageAlt,
                  width: { attribute: pixels(content.imageWidth) },
                  height: { attribute: pixels(content.imageHeight) },
                  lazy: true,
                }
              : undefined
          }
        />
      </div>
    </div>
  );
}

const pixels = (value: number | undefined) => (value === undefined ? undefined : Math.round(value));
