import type { Ref } from 'react';
import type { Device } from '../../core/services/devices';
import { deviceImage, formatDeviceDate } from '../../core/account/deviceView';
import { fillTemplate } from '../../core/text/template';
import { withReceiptSerial, writeReceiptDevice } from '../../core/account/handoff';
import { safeUrl } from '../../core/security/safeUrl';
import { Icon } from '../icons';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { Spinner } from '../gates/GateButton';
import { accountActionsStyles, accountCardStyles } from '../account/styles';
import { deviceCardStyles } from './styles';
import type { CardWords } from './text';
import { preloadConfirmDialog } from '../shared/modal/LazyConfirmDialog';

export interface DeviceCardViewProps {
  device: Device;
  words: CardWords;
  lang?: string;
  /** the authored picture for every device, and the per-product ones */
  image?: string;
  productImages?: unknown;
  /** the upload page (already checked by useSafeUrl); no link without it */
  uploadReceiptHref?: string;
  onRemove: (device: Device) => void;
  removing?: boolean;
  removeRef?: Ref<HTMLButtonElement>;
}

export const deviceName = (device: Device, words: CardWords) => (typeof device.productName === 'string' && device.productName.trim()) || words.unnamedDeviceLabel;

/**
 * One device preview card: picture, name, serial number, registered date in the page's language, its receipts, and
 * "Upload a receipt" (hands the device to the upload page, in its URL and this tab's session, also when opened in a
 * new tab) and "Remove" (the owner confirms it). Presentational: the list and the standalone card own the data.
 */
export function DeviceCardView({ device, words, lang, image, productImages, uploadReceiptHref, onRemove, removing, removeRef }: DeviceCardViewProps) {
  const classes = {
    card: useThemedClass(accountCardStyles),
    inner: useThemedClass(deviceCardStyles),
    actions: useThemedClass(accountActionsStyles),
    button: useThemedClass(buttonStyles),
  };
  const name = deviceName(device, words);
  const picture = safeUrl(deviceImage(device.productName, image, productImages)) ?? undefined;
  const date = formatDeviceDate(device.registeredAt, lang);
  const receipts = Array.isArray(device.receipts) ? device.receipts : [];
  const headingId = `device-${device.serialNumber}`;
  // the device travels in the link (?serial=, for a new tab) and, with its name, in this tab's session
  const handOff = () => writeReceiptDevice({ serialNumber: device.serialNumber, name });
  return (
    <article className={`${classes.card} ${classes.inner}`} aria-labelledby={headingId} data-device-card={device.serialNumber}>
      <div data-device-body="">
        <div data-device-picture="">{picture ? <img src={picture} alt="" loading="lazy" decoding="async" /> : <Icon name="devices" />}</div>
        <div>
          <h3 id={headingId}>{name}</h3>
          <dl>
            <dt>{words.serialLabel}</dt>
            <dd data-serial="">
              {/* left to right inside, aligned with the page's direction outside */}
              <bdi dir="ltr">{device.serialNumber}</bdi>
            </dd>
            {date && (
              <>
                <dt>{words.registeredLabel}</dt>
                <dd data-registered="">
                  <time dateTime={device.registeredAt}>{date}</time>
                </dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <div data-device-receipts="">
        {receipts.length ? (
          <>
            <strong>
              {words.receiptsLabel} ({receipts.length})
            </strong>
            <ul>
              {receipts.map((receipt) => (
                <li key={receipt.receiptId} data-receipt={receipt.receiptId}>
                  {receipt.fileName}
                  {formatDeviceDate(receipt.uploadedAt, lang) ? `, ${formatDeviceDate(receipt.uploadedAt, lang)}` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <span data-no-receipts="">{words.noReceiptsText}</span>
        )}
      </div>
      <div className={classes.actions} data-device-actions="">
        {uploadReceiptHref && (
          <a
            className={classes.button}
            data-variant="contained"
            href={withReceiptSerial(uploadReceiptHref, device.serialNumber)}
            data-upload-receipt=""
            aria-describedby={headingId}
            onClick={handOff}
            onAuxClick={handOff}
            onContextMenu={handOff}
          >
            {words.uploadReceiptLabel}
          </a>
        )}
        <button
          ref={removeRef}
          type="button"
          className={classes.button}
          data-variant="outlined"
          aria-haspopup="dialog"
          onPointerEnter={preloadConfirmDialog}
          onFocus={preloadConfirmDialog}
          aria-describedby={headingId}
          aria-busy={removing || undefined}
          aria-disabled={removing || undefined}
          onClick={() => !removing && onRemove(device)}
          data-remove-device=""
        >
          {words.removeLabel}
          {removing && <Spinner />}
        </button>
      </div>
    </article>
  );
}

export const removeConfirmText = (device: Device, words: CardWords) =>
  fillTemplate(words.removeConfirmMessage, { name: deviceName(device, words), serialNumber: device.serialNumber });
