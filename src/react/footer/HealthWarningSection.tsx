import { healthWarningContent } from '../../core/chrome/footer';
import { HealthWarning } from '../healthWarning/HealthWarning';
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
        <HealthWarning
          text={content.text}
          imageUrl={content.imageUrl}
          imageAlt={content.imageAlt}
          imageWidth={content.imageWidth}
          imageHeight={content.imageHeight}
          imageLazyLoading
        />
      </div>
    </div>
  );
}
