import { useId } from 'react';
import { deviceLabel, deviceNameParts, receiptCount, type DeviceChoice, type UploadDevice } from '../../core/account/receiptUpload';
import { useThemedClass } from '../runtime/useThemedClass';
import { deviceStyles } from './styles';
import { fillTemplate } from '../../core/text/template';

export interface DevicePickerProps {
  choice: Exclude<DeviceChoice, { kind: 'none' }>;
  deviceLabel: string;
  receiptsCountLabel: string;
  disabled?: boolean;
  onChoose: (serialNumber: string) => void;
}

/** A device's name and serial, each in a <bdi>: a Latin name or serial keeps its order on a right-to-left page. */
function DeviceName({ device }: { device: UploadDevice }) {
  const { name, serial } = deviceNameParts(device);
  if (!name) return <bdi data-device-serial="">{serial}</bdi>;
  return (
    <>
      <bdi data-device-name="">{name}</bdi> (<bdi data-device-serial="">{serial}</bdi>)
    </>
  );
}

/** Which device the receipt is for: the only one named, or a select of several; and its receipts count. */
export function DevicePicker({ choice, deviceLabel: label, receiptsCountLabel, disabled, onChoose }: DevicePickerProps) {
  const selectId = useId();
  const className = useThemedClass(deviceStyles);
  const count = (
    <p data-receipts-count={receiptCount(choice.selected)}>
      {fillTemplate(receiptsCountLabel, { count: receiptCount(choice.selected) })}
    </p>
  );
  if (choice.kind === 'one') {
    return (
      <div className={className} data-device="" data-serial={choice.selected.serialNumber}>
        <dl>
          <dt>{label}</dt>
          <dd>
            <DeviceName device={choice.selected} />
          </dd>
        </dl>
        {count}
      </div>
    );
  }
  return (
    <div className={className} data-device="" data-serial={choice.selected.serialNumber}>
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        value={choice.selected.serialNumber}
        disabled={disabled}
        data-device-select=""
        onChange={(event) => onChoose(event.currentTarget.value)}
      >
        {choice.devices.map((device) => (
          <option key={device.serialNumber} value={device.serialNumber}>
            {deviceLabel(device, true)}
          </option>
        ))}
      </select>
      {count}
    </div>
  );
}
