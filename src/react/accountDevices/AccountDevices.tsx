import { useCallback, useId, useRef, useState } from 'react';
import type { Device } from '../../core/services/devices';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import { fillTemplate } from '../../core/account/deviceView';
import { AccountGate } from '../account/AccountGate';
import { accountMessageStyles, accountSectionStyles, accountSkeletonStyles } from '../account/styles';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/styles';
import { Spinner } from '../gates/GateButton';
import { ConfirmDialog } from '../shared/modal/ConfirmDialog';
import { usePageLang } from '../shared/usePageLang';
import { useSafeUrl } from '../shared/useSafeUrl';
import { DeviceCardView, deviceName, removeConfirmText } from './DeviceCard';
import { devicesListStyles, devicesStateStyles } from './styles';
import { LIST_DEFAULTS, words, type ListWords } from './text';
import { useDevices, useRemoveDevice } from './useDevices';

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
}

/** The registered devices of the logged-in visitor (brand-account-devices), behind the account gate. */
export function AccountDevices(props: AccountDevicesProps) {
  return (
    <AccountGate loginUrl={props.loginUrl} signedOutMessage={props.signedOutMessage} editorLabel="My devices: the logged-in visitor's registered devices">
      <DevicesList {...props} />
    </AccountGate>
  );
}

function DevicesList(props: AccountDevicesProps) {
  const text = words(LIST_DEFAULTS, props);
  const title = props.title?.trim() || 'Your devices';
  const lang = usePageLang();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const devices = useDevices(props, TAG);
  const latest = useRef<Device[] | undefined>(devices.data);
  latest.current = devices.data;
  const [status, setStatus] = useState('');
  const [retrying, setRetrying] = useState(false);
  const uploadHref = useSafeUrl(props.uploadReceiptUrl, 'uploadReceiptUrl');
  const registerHref = useSafeUrl(props.registerUrl, 'registerUrl');
  const classes = {
    section: useThemedClass(accountSectionStyles),
    message: useThemedClass(accountMessageStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
    state: useThemedClass(devicesStateStyles),
    list: useThemedClass(devicesListStyles),
    button: useThemedClass(buttonStyles),
  };
  const { setData } = devices;
  const onRemoved = useCallback(
    (device: Device) => {
      setData((latest.current ?? []).filter((entry) => entry.serialNumber !== device.serialNumber));
      setStatus(fillTemplate(text.removedMessage, { name: deviceName(device, text), serialNumber: device.serialNumber }));
      // the card and its button are gone: the heading takes focus, the status says what happened
      headingRef.current?.focus();
    },
    [setData, text.removedMessage, text.unnamedDeviceLabel],
  );
  const remove = useRemoveDevice(devices, TAG, onRemoved);

  const retry = async () => {
    setRetrying(true);
    await devices.reload();
    setRetrying(false);
  };

  const list = devices.data ?? [];
  const state = devices.status === 'loading' ? 'loading' : devices.status === 'failed' ? 'failed' : list.length ? 'ready' : 'empty';
  const alert = remove.error ? text.removeErrorMessage : devices.status === 'failed' || devices.reloadFailed ? text.loadErrorMessage : '';
  return (
    <section className={classes.section} aria-labelledby={headingId} aria-busy={state === 'loading' || undefined} data-devices-state={state}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p className={classes.message} role="alert" data-devices-message="">
        {alert}
      </p>
      <p className={classes.message} role="status" data-devices-status="">
        {status}
      </p>
      {state === 'loading' && (
        <div className={classes.skeleton} aria-hidden="true" data-skeleton="">
          <span />
          <span />
        </div>
      )}
      {state === 'failed' && (
        <div className={classes.state}>
          <button type="button" className={classes.button} data-variant="outlined" aria-busy={retrying || undefined} onClick={() => !retrying && void retry()} data-devices-retry="">
            {text.retryLabel}
            {retrying && <Spinner />}
          </button>
        </div>
      )}
      {state === 'empty' && (
        <div className={classes.state} data-devices-empty="">
          <p>{text.emptyMessage}</p>
          {registerHref && (
            <a className={classes.button} data-variant="contained" href={registerHref} data-register-link="">
              {text.registerLabel}
            </a>
          )}
        </div>
      )}
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
                onRemove={(chosen) => {
                  setStatus('');
                  remove.ask(chosen);
                }}
                removing={remove.removing === device.serialNumber}
                removeRef={remove.removeRef(device.serialNumber)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        marker="remove-device"
        open={remove.asking !== undefined}
        busy={remove.removing !== undefined}
        title={text.removeConfirmTitle}
        message={remove.asking ? removeConfirmText(remove.asking, text) : ''}
        confirmLabel={text.removeConfirmLabel}
        cancelLabel={text.cancelLabel}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </section>
  );
}
