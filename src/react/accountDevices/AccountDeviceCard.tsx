import { useCallback, useRef, useState } from 'react';
import type { Device } from '../../core/services/devices';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import { fillTemplate, pickDevice } from '../../core/account/deviceView';
import { AccountGate } from '../account/AccountGate';
import { accountMessageStyles, accountSectionStyles, accountSkeletonStyles } from '../account/styles';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/styles';
import { Spinner } from '../gates/GateButton';
import { ConfirmDialog } from '../shared/modal/ConfirmDialog';
import { usePageLang } from '../shared/usePageLang';
import { useSafeUrl } from '../shared/useSafeUrl';
import { DeviceCardView, deviceName, removeConfirmText } from './DeviceCard';
import { devicesStateStyles } from './styles';
import { LIST_DEFAULTS, words, type ListWords } from './text';
import { useDevices, useRemoveDevice } from './useDevices';

const TAG = 'brand-account-device-card';

export interface AccountDeviceCardProps extends Partial<ListWords> {
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
}

/** One device preview card on its own (brand-account-device-card), behind the account gate. */
export function AccountDeviceCard(props: AccountDeviceCardProps) {
  return (
    <AccountGate loginUrl={props.loginUrl} signedOutMessage={props.signedOutMessage} editorLabel="Device card: one of the logged-in visitor's devices">
      <StandaloneCard {...props} />
    </AccountGate>
  );
}

function StandaloneCard(props: AccountDeviceCardProps) {
  const text = words(LIST_DEFAULTS, props);
  const lang = usePageLang();
  const devices = useDevices(props, TAG);
  const latest = useRef<Device[] | undefined>(devices.data);
  latest.current = devices.data;
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [status, setStatus] = useState('');
  const [retrying, setRetrying] = useState(false);
  const uploadHref = useSafeUrl(props.uploadReceiptUrl, 'uploadReceiptUrl');
  const registerHref = useSafeUrl(props.registerUrl, 'registerUrl');
  const classes = {
    section: useThemedClass(accountSectionStyles),
    message: useThemedClass(accountMessageStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
    state: useThemedClass(devicesStateStyles),
    button: useThemedClass(buttonStyles),
  };
  const { setData } = devices;
  const onRemoved = useCallback(
    (device: Device) => {
      setData((latest.current ?? []).filter((entry) => entry.serialNumber !== device.serialNumber));
      setStatus(fillTemplate(text.removedMessage, { name: deviceName(device, text), serialNumber: device.serialNumber }));
      // the card is gone: the status line (focusable) takes focus and is read
      statusRef.current?.focus();
    },
    [setData, text.removedMessage, text.unnamedDeviceLabel],
  );
  const remove = useRemoveDevice(devices, TAG, onRemoved);
  const device = devices.data ? pickDevice(devices.data, props.serialNumber) : undefined;
  const state = devices.status === 'loading' ? 'loading' : devices.status === 'failed' ? 'failed' : device ? 'ready' : 'empty';
  const alert = remove.error ? text.removeErrorMessage : devices.status === 'failed' || devices.reloadFailed ? text.loadErrorMessage : '';

  return (
    <div className={classes.section} aria-busy={state === 'loading' || undefined} data-device-card-state={state}>
      <p className={classes.message} role="alert" data-devices-message="">
        {alert}
      </p>
      <p className={classes.message} role="status" tabIndex={-1} ref={statusRef} data-devices-status="">
        {status}
      </p>
      {state === 'loading' && (
        <div className={classes.skeleton} aria-hidden="true" data-skeleton="">
          <span />
        </div>
      )}
      {state === 'failed' && (
        <div className={classes.state}>
          <button
            type="button"
            className={classes.button}
            data-variant="outlined"
            aria-busy={retrying || undefined}
            onClick={async () => {
              if (retrying) return;
              setRetrying(true);
              await devices.reload();
              setRetrying(false);
            }}
            data-devices-retry=""
          >
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
      {device && (
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
    </div>
  );
}
