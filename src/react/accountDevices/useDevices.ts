import { useCallback, useEffect, useRef, useState } from 'react';
import { pageConfig } from '../../core/stores/pageConfig';
import type { Device } from '../../core/services/devices';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import { sortDevicesNewestFirst } from '../../core/account/devices';
import { listMyDevices, removeMyDevice } from '../../core/visitor/devices';
import { useAccountData } from '../account/useAccountData';
import { useKeptReload } from '../account/useKeptReload';
import { usePageConfig } from '../runtime/context';

/** Dispatched by brand-account-register-device (composed): every devices list and card on the page reloads. */
export const DEVICE_REGISTERED_EVENT = 'brand-account-device-registered';
/** Dispatched by brand-account-devices / -device-card after a remove (composed): the others drop that device. */
export const DEVICE_REMOVED_EVENT = 'brand-account-device-removed';

export interface DeviceServiceProps {
  muleSoftConfig?: MuleSoftConfig;
  hybrisConfig?: HybrisConfig;
}

/**
 * The consumer service the device calls use: the element's own `muleSoftConfig` / `hybrisConfig` (a partner page),
 * else the root model's through pageConfig. (Not useAccountServices: that builds the OCC client, 5 KiB the devices
 * elements never call.)
 */
export function useDeviceServices(props: DeviceServiceProps): DeviceServiceProps {
  const page = usePageConfig();
  return { muleSoftConfig: props.muleSoftConfig ?? page.muleSoftConfig, hybrisConfig: props.hybrisConfig ?? page.hybrisConfig };
}

const serialOf = (event: Event) => {
  const detail = (event as CustomEvent<unknown>).detail as { serialNumber?: unknown } | null | undefined;
  return typeof detail?.serialNumber === 'string' ? detail.serialNumber : undefined;
};

/**
 * The visitor's devices, newest first (useAccountData's rule: a failed reload keeps them), reloaded when a
 * device is registered anywhere on the page (then `onRegistered`), without the one removed anywhere on the page.
 * A failed call logs one error naming the element.
 */
export function useDevices(props: DeviceServiceProps, tag: string, onRegistered?: () => void) {
  const { muleSoftConfig, hybrisConfig } = useDeviceServices(props);
  const load = useCallback(
    async (signal: AbortSignal) => {
      const result = await listMyDevices({ muleSoftConfig, hybrisConfig, signal });
      if (result.ok) return sortDevicesNewestFirst(result.value);
      if (result.reason !== 'aborted' && result.reason !== 'session-expired') console.error(`<${tag}>: the devices could not be loaded (${result.reason}).`);
      throw new Error(result.reason);
    },
    [muleSoftConfig, hybrisConfig, tag],
  );
  const data = useAccountData<Device[]>(load, `${muleSoftConfig?.url ?? ''}|${muleSoftConfig?.clientId ?? ''}`);
  const { setData } = data;
  const { reloadFailed, reloadKeeping, retrying, retry } = useKeptReload(data.reload);
  const latest = useRef(data.data);
  latest.current = data.data;
  const registered = useRef(onRegistered);
  registered.current = onRegistered;
  /** drops a removed device (here or in another element); nothing to do before the list loaded */
  const drop = useCallback(
    (serialNumber: string) => {
      const list = latest.current;
      if (list?.some((device) => device.serialNumber === serialNumber)) setData(list.filter((device) => device.serialNumber !== serialNumber));
    },
    [setData],
  );

  useEffect(() => {
    const onRegisteredEvent = () => {
      registered.current?.();
      void reloadKeeping();
    };
    const onRemovedEvent = (event: Event) => {
      const serialNumber = serialOf(event);
      if (serialNumber) drop(serialNumber);
    };
    document.addEventListener(DEVICE_REGISTERED_EVENT, onRegisteredEvent);
    document.addEventListener(DEVICE_REMOVED_EVENT, onRemovedEvent);
    return () => {
      document.removeEventListener(DEVICE_REGISTERED_EVENT, onRegisteredEvent);
      document.removeEventListener(DEVICE_REMOVED_EVENT, onRemovedEvent);
    };
  }, [reloadKeeping, drop]);

  return { ...data, reload: reloadKeeping, reloadFailed, retrying, retry, drop, muleSoftConfig, hybrisConfig };
}

export type DevicesData = ReturnType<typeof useDevices>;

/**
 * Remove with confirmation: `ask(device)` opens the dialog, `confirm()` calls the service (a device already gone
 * counts as removed; the visitor type is resolved again behind it: LAU-HAV-DEV → LAU-HAV without a reload). On
 * success the device leaves the list and `onRemoved` runs; on a failure one message and one console error, the
 * device stays, focus back on its Remove button.
 */
export function useRemoveDevice(devices: DevicesData, tag: string, onRemoved: (device: Device) => void) {
  const [asking, setAsking] = useState<Device | undefined>();
  const [removing, setRemoving] = useState<string | undefined>();
  const [error, setError] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const { muleSoftConfig, hybrisConfig, data, drop } = devices;

  const confirm = useCallback(async () => {
    const device = asking;
    if (!device) return;
    setRemoving(device.serialNumber);
    setError(false);
    const remaining = data?.filter((entry) => entry.serialNumber !== device.serialNumber).length;
    const result = await removeMyDevice(device.serialNumber, { muleSoftConfig, hybrisConfig, remaining });
    if (!live.current) return;
    setRemoving(undefined);
    setAsking(undefined);
    if (result.ok) {
      drop(device.serialNumber);
      onRemoved(device);
      return;
    }
    console.error(`<${tag}>: the device could not be removed (${result.reason}).`);
    setError(true);
    buttons.current.get(device.serialNumber)?.focus();
  }, [asking, muleSoftConfig, hybrisConfig, data, drop, tag, onRemoved]);

  const ask = useCallback((device: Device) => {
    setError(false);
    setAsking(device);
  }, []);
  const cancel = useCallback(() => {
    if (!removing) setAsking(undefined);
  }, [removing]);
  const removeRef = (serialNumber: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(serialNumber, element);
    else buttons.current.delete(serialNumber);
  };
  return { asking, removing, error, ask, cancel, confirm, removeRef, clearError: () => setError(false) };
}

export type RemoveDevice = ReturnType<typeof useRemoveDevice>;
