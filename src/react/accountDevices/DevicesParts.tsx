import { useCallback, useState, type RefObject } from 'react';
import type { Device } from '../../core/services/devices';
import { fillTemplate } from '../../core/text/template';
import { AccountAlert, AccountSkeleton, RetryButton } from '../account/AccountStates';
import { accountMessageStyles } from '../account/styles';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { LazyConfirmDialog } from '../shared/modal/LazyConfirmDialog';
import { deviceName, removeConfirmText } from './DeviceCard';
import { devicesStateStyles } from './styles';
import type { ListWords } from './text';
import { useDevices, useRemoveDevice, type DeviceServiceProps, type RemoveDevice } from './useDevices';

/**
 * What brand-account-devices and brand-account-device-card share: the devices, the remove with its confirmation,
 * the "removed" status (cleared when a device is registered), the alert, "Try again" and the states below.
 */
export function useDevicesElement(
  props: DeviceServiceProps & { onRemoved?: (detail: { serialNumber: string }) => void },
  text: ListWords,
  tag: string,
  /** a tabIndex=-1 heading or wrapper: focus goes there once the removed card and its button are gone */
  focusAfterRemoval: RefObject<HTMLElement | null>,
) {
  const [status, setStatus] = useState('');
  const devices = useDevices(props, tag, () => setStatus(''));
  const { onRemoved } = props;
  const afterRemoved = useCallback(
    (device: Device) => {
      setStatus(fillTemplate(text.removedMessage, { name: deviceName(device, text), serialNumber: device.serialNumber }));
      focusAfterRemoval.current?.focus();
      onRemoved?.({ serialNumber: device.serialNumber }); // brand-account-device-removed: the other device elements drop it
    },
    [text.removedMessage, text.unnamedDeviceLabel, focusAfterRemoval, onRemoved],
  );
  const remove = useRemoveDevice(devices, tag, afterRemoved);
  const { retrying, retry } = devices;
  const askRemove = (device: Device) => {
    setStatus('');
    remove.ask(device);
  };
  const alert = remove.error ? text.removeErrorMessage : devices.status === 'failed' || devices.reloadFailed ? text.loadErrorMessage : '';
  return { devices, remove, status, alert, retrying, retry, askRemove };
}

/** The alert (a failure) and the status (a removal) lines, always present so their changes are read. */
export function DevicesMessages({ alert, status }: { alert: string; status: string }) {
  const message = useThemedClass(accountMessageStyles);
  return (
    <>
      <AccountAlert data-devices-message="">{alert}</AccountAlert>
      <p className={message} role="status" data-devices-status="">
        {status}
      </p>
    </>
  );
}

export interface DevicesStatesProps {
  state: string;
  text: ListWords;
  registerHref?: string;
  retrying: boolean;
  onRetry: () => void;
  /** skeleton lines while loading */
  lines?: number;
}

/** Loading (a skeleton), failed ("Try again"), empty (the message and the register link); nothing otherwise. */
export function DevicesStates({ state, text, registerHref, retrying, onRetry, lines = 1 }: DevicesStatesProps) {
  const classes = { state: useThemedClass(devicesStateStyles), button: useThemedClass(buttonStyles) };
  if (state === 'loading') return <AccountSkeleton lines={lines} />;
  if (state === 'failed') return <RetryButton label={text.retryLabel} retrying={retrying} onRetry={onRetry} data-devices-retry="" />;
  if (state === 'empty') {
    return (
      <div className={classes.state} data-devices-empty="">
        <p>{text.emptyMessage}</p>
        {registerHref && (
          <a className={classes.button} data-variant="contained" href={registerHref} data-register-link="">
            {text.registerLabel}
          </a>
        )}
      </div>
    );
  }
  return null;
}

/** THE confirmation of a remove (the shared ConfirmDialog, marker remove-device). */
export function RemoveDeviceDialog({ remove, text }: { remove: RemoveDevice; text: ListWords }) {
  return (
    <LazyConfirmDialog
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
  );
}

