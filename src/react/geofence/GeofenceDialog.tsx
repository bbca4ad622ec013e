import type { GeoFencingConfig } from '../../core/services/configTypes';
import { marketCountry } from '../../core/gates/geofence';
import { GateDialog } from '../gates/GateDialog';
import { GateButton } from '../gates/GateButton';
import { GateCard, GateMessage } from '../gates/GateCard';
import { FragmentGateContent } from '../gates/FragmentGateContent';
import { Z_INDEX } from '../../themes/tokens';

const DEFAULT_LABEL_ID = 'brand-geofence-title';
const DEFAULT_DESCRIPTION_ID = 'brand-geofence-description';

/** `?gr=false` on the current address: the "stay on this site" link, which also sets the gr cookie. */
export function stayHref(href: string = location.href): string {
  const url = new URL(href);
  url.searchParams.set('gr', 'false');
  return `${url.pathname}${url.search}${url.hash}`;
}

function countryName(code: string | undefined): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The geofence's dialog: the authored fragment (its choices: a link to the visitor's site, and "stay"), else our own
 * card naming the site's country with the "stay on this site" link. A chunk of its own, loaded once the check finds
 * the visitor elsewhere: most visitors never see it.
 */
export function GeofenceDialog({
  open,
  geoFencing,
  siteMarket,
  ids,
  onIds,
}: {
  open: boolean;
  geoFencing: GeoFencingConfig | undefined;
  siteMarket: string | undefined;
  ids: { labelledBy?: string; describedBy?: string };
  onIds: (ids: { labelledBy?: string; describedBy?: string }) => void;
}) {
  const site = countryName(marketCountry(siteMarket));
  const labelId = geoFencing?.ariaLabelledBy || DEFAULT_LABEL_ID;
  const descriptionId = geoFencing?.ariaDescribedBy || DEFAULT_DESCRIPTION_ID;
  return (
    <GateDialog open={open} zIndex={Z_INDEX.geofence} labelledBy={ids.labelledBy} describedBy={ids.describedBy}>
      <FragmentGateContent
        path={geoFencing?.xfContent}
        labelId={labelId}
        descriptionId={descriptionId}
        authoredLabel={!!geoFencing?.ariaLabelledBy}
        authoredDescription={!!geoFencing?.ariaDescribedBy}
        onIds={onIds}
        icon="globe"
        fallback={(title, text) => (
          <GateCard icon="globe" title={{ text: site ? `You are visiting the ${site} site` : 'You are visiting a site for another country' }} titleId={title}>
            <GateMessage text={`Its products, prices and offers are meant for visitors in ${site ?? 'that country'}.`} id={text} />
            <GateButton href={stayHref()}>Stay on this site</GateButton>
          </GateCard>
        )}
      />
    </GateDialog>
  );
}
