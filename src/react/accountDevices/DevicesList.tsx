import { useId, useRef } from 'react';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import { accountSectionStyles } from '../account/styles';
import { useThemedClass } from '../runtime/useThemedClass';
import { usePageLang } from '../shared/usePageLang';
import { useSafeUrl } from '../shared/useSafeUrl';
import { DeviceCardView } from './DeviceCard';
import { DevicesMessages, DevicesStates, RemoveDeviceDialog, useDevicesElement } from './DevicesParts';
import { devicesListStyles } from './styles';
import { LIST_DEFAULTS, type ListWords } from './text';
import { authoredWords } from '../../core/text/template';

const TAG = 'brand-account-devices';

export interface AccountDevicesProps extends Partial<ListWords> {
  /** the heading (a model field) */
  title?: string;
  image?: string;
  productImages?: { productName?: string; image?: string }[];
  uploadReceiptUrl?: string;
  registerUrl?: string;
  loginUrl?: string;
  signedOutMessage?: string;
  hybrisConfig?: HybrisConfig;
  muleSoftConfig?: MuleSoftConfig;
  /** → brand-account-device-removed { serialNumber } */
  onRemoved?: (detail: { serialNumber: string }) => void;
}

export function DevicesList(props: AccountDevicesProps) {
  const text = authoredWords(LIST_DEFAULTS, props);
  const title = props.title?.trim() || 'Your devices';
  const lang = usePageLang();
  const headingId = useId();
  // the card and its button are gone after a removal: the heading takes focus, the status says what happened
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { devices, remove, status, alert, retrying, retry, askRemove } = useDevicesElement(props, text, TAG, headingRef);
  const uploadHref = useSafeUrl(props.uploadReceiptUrl, 'uploadReceiptUrl');
  const registerHref = useSafeUrl(props.registerUrl, 'registerUrl');
  const classes = { section: useThemedClass(accountSectionStyles), list: useThemedClass(devicesListStyles) };

  const list = devices.data ?? [];
  const state = devices.status === 'loading' ? 'loading' : devices.status === 'failed' ? 'failed' : list.length ? 'ready' : 'empty';
  return (
    <section className={classes.section} aria-labelledby={headingId} aria-busy={state === 'loading' || undefined} data-devices-state={state}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <DevicesMessages alert={alert} status={status} />
      <DevicesStates state={state} text={text} registerHref={registerHref} retrying={retrying} onRetry={() => void retry()} lines={2} />
      {state === 'ready' && (
        <ul className={classes.list} data-devices-list="">
          {list.map((device) => (
            <li key={device.serialNumber}>
              <DeviceCardView
                device={device}
                words={text}
                lang={lang}
                image={props.image}
                productImages={props.productImages}
                uploadReceiptHref={uploadHref}
                onRemove={askRemove}
                removing={remove.removing === device.serialNumber}
                removeRef={remove.removeRef(device.serialNumber)}
              />
            </li>
          ))}
        </ul>
      )}
      <RemoveDeviceDialog remove={remove} text={text} />
    </section>
  );
}
