import type { OccAddress } from '../../core/account/addresses';
import { addressLines } from '../../core/account/addresses';
import { Icon } from '../icons';
import { Spinner } from '../gates/GateButton';
import { preloadConfirmDialog } from '../shared/modal/LazyConfirmDialog';

export interface AddressCardLabels {
  defaultBadgeLabel: string;
  phoneLabel: string;
  editLabel: string;
  makeDefaultLabel: string;
  removeLabel: string;
}

export interface AddressCardProps {
  address: OccAddress & { id: string };
  labels: AddressCardLabels;
  classes: { card: string; actions: string; button: string };
  /** a page to edit on (editAddressUrl): Edit is then a link there */
  editHref?: string;
  onEdit: (opener: HTMLElement) => void;
  onEditLink: () => void;
  onMakeDefault: () => void;
  onRemove: () => void;
  settingDefault: boolean;
  headingRef: (node: HTMLHeadingElement | null) => void;
}

/** One address of the book: name, lines, town, postcode, phone, a "Default" badge, Edit / Make default / Remove. */
export function AddressCard({ address, labels, classes, editHref, onEdit, onEditLink, onMakeDefault, onRemove, settingDefault, headingRef }: AddressCardProps) {
  // the card's name is its heading; its street lines, town and postcode (no country: the market's own) below
  const name = addressLines({ title: address.title, firstName: address.firstName, lastName: address.lastName })[0];
  const lines = addressLines({ line1: address.line1, line2: address.line2, town: address.town, postalCode: address.postalCode });
  const base = `address-${address.id}`;
  const isDefault = address.defaultAddress === true;
  return (
    <li>
      <article className={classes.card} data-address-card={address.id} data-default={isDefault ? '' : undefined} aria-labelledby={`${base}-name`}>
        <div data-card-head="">
          <h3 id={`${base}-name`} ref={headingRef} tabIndex={-1}>
            <bdi>{name || lines[0]}</bdi>
          </h3>
          {isDefault && (
            <span data-address-badge="">
              <Icon name="check" />
              {labels.defaultBadgeLabel}
            </span>
          )}
        </div>
        <address id={`${base}-lines`}>
          {lines.map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              {/* isolated: "22 Queen Street" stays in its own order on a right-to-left page */}
              <bdi>{line}</bdi>
            </span>
          ))}
        </address>
        {address.phone && (
          <p data-address-phone="">
            {labels.phoneLabel}: <span dir="ltr">{address.phone}</span>
          </p>
        )}
        <div className={classes.actions} data-card-actions="">
          {editHref ? (
            <a className={classes.button} data-variant="outlined" href={editHref} onClick={onEditLink} onAuxClick={onEditLink} onContextMenu={onEditLink} aria-describedby={`${base}-lines`} data-address-edit="">
              {labels.editLabel}
            </a>
          ) : (
            <button type="button" className={classes.button} data-variant="outlined" aria-haspopup="dialog" aria-describedby={`${base}-lines`} onClick={(event) => onEdit(event.currentTarget)} data-address-edit="">
              {labels.editLabel}
            </button>
          )}
          {!isDefault && (
            <button
              type="button"
              className={classes.button}
              data-variant="outlined"
              aria-describedby={`${base}-lines`}
              aria-busy={settingDefault || undefined}
              aria-disabled={settingDefault || undefined}
              onClick={() => !settingDefault && onMakeDefault()}
              data-address-make-default=""
            >
              {labels.makeDefaultLabel}
              {settingDefault && <Spinner />}
            </button>
          )}
          <button type="button" className={classes.button} data-variant="outlined" aria-haspopup="dialog" aria-describedby={`${base}-lines`} onClick={onRemove} onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} data-address-remove="">
            {labels.removeLabel}
          </button>
        </div>
      </article>
    </li>
  );
}
