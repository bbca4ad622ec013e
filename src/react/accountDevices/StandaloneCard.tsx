import { useRef } from 'react';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import { normaliseSerialNumber } from '../../core/account/devices';
import { pickDevice } from '../../core/account/deviceView';
import { accountSectionStyles } from '../account/styles';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { usePageLang } from '../shared/usePageLang';
import { useSafeUrl } from '../shared/useSafeUrl';
import { DeviceCardView } from './DeviceCard';
import { DevicesMessages, DevicesStates, RemoveDeviceDialog, useDevicesElement } from './DevicesParts';
import { devicesStateStyles } from './styles';
import { STANDALONE_DEFAULTS, type StandaloneWords } from './text';
import { authoredWords } from '../../core/text/template';

const TAG = 'brand-account-device-card';

export interface AccountDeviceCardProps extends Partial<StandaloneWords> {
  /** the device to show; the newest registration without it */
  serialNumber?: string;
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

export function StandaloneCard(props: AccountDeviceCardProps) {
  const text = authoredWords(STANDALONE_DEFAULTS, props);
  const lang = usePageLang();
  // the card and its button are gone after a removal: the wrapper takes focus (its status line is read)
  const wrapperRef = useRef<HTMLDivElement>(null);
  const { devices, remove, status, alert, retrying, retry, askRemove } = useDevicesElement(props, text, TAG, wrapperRef);
  const uploadHref = useSafeUrl(props.uploadReceiptUrl, 'uploadReceiptUrl');
  const registerHref = useSafeUrl(props.registerUrl, 'registerUrl');
  const classes = { section: useThemedClass(accountSectionStyles), state: useThemedClass(devicesStateStyles), button: useThemedClass(buttonStyles) };
  const wanted = normaliseSerialNumber(props.serialNumber);
  const device = devices.data ? pickDevice(devices.data, props.serialNumber) : undefined;
  // an authored device the visitor does not have is not "no device yet"
  const missing = wanted ? 'not-registered' : 'empty';
  const state = devices.status === 'loading' ? 'loading' : devices.status === 'failed' ? 'failed' : device ? 'ready' : missing;

  return (
    <div ref={wrapperRef} tabIndex={-1} className={classes.section} aria-busy={state === 'loading' || undefined} data-device-card-state={state}>
      <DevicesMessages alert={alert} status={status} />
      <DevicesStates state={state} text={text} registerHref={registerHref} retrying={retrying} onRetry={() => void retry()} />
      {state === 'not-registered' && !status && (
        <div className={classes.state} data-device-not-registered="">
          <p>{text.notRegisteredMessage}</p>
          {registerHref && (
            <a className={classes.button} data-variant="contained" href={registerHref} data-register-link="">
              {text.registerLabel}
            </a>
          )}
        </div>
      )}
      {device && (
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
      )}
      <RemoveDeviceDialog remove={remove} text={text} />
    </div>
  );
}
