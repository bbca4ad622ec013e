import { Fragment, useCallback, useEffect, useId, useRef, useState } from 'react';
import { readReceiptHandoff, type ReceiptDevice } from '../../core/account/handoff';
import { receiptMessage, receiptProblem, RECEIPT_SNIFF_BYTES, type ReceiptProblem } from '../../core/account/receipts';
import { chooseReceiptDevice, formatFileSize, uploadFailureMessage } from '../../core/account/receiptUpload';
import type { Device } from '../../core/services/devices';
import { listMyDevices, uploadMyReceipt } from '../../core/visitor/devices';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { useSafeUrl } from '../shared/useSafeUrl';
import { useAccountData } from '../account/useAccountData';
import { useAccountServices } from '../account/useOccAccount';
import { accountActionsStyles, accountMessageStyles, accountNoticeStyles, accountSkeletonStyles } from '../account/styles';
import { DevicePicker } from './DevicePicker';
import { DropZone } from './DropZone';
import { fileRowStyles, progressStyles, textButtonStyles } from './styles';
import type { UploadReceiptProps, Words } from './words';
import { fillTemplate } from '../../core/text/template';

type Phase = 'idle' | 'uploading' | 'failed';

/** A message with `{file}` filled in as a <bdi>: a file name keeps its own direction inside the sentence. */
function WithFile({ template, file }: { template: string; file: string }) {
  return (
    <>
      {template.split('{file}').map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <bdi data-message-file="">{file}</bdi>}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The first bytes of a file (its signature); a file that cannot be read counts as not what its name says. */
async function checkFile(file: File): Promise<ReceiptProblem | undefined> {
  const byName = receiptProblem(file);
  if (byName) return byName;
  try {
    return receiptProblem(file, await file.slice(0, RECEIPT_SNIFF_BYTES).arrayBuffer());
  } catch {
    return 'content-mismatch';
  }
}

/**
 * The upload for a logged-in visitor: their devices (listMyDevices), the device the receipt is for, a file checked
 * before anything is sent (type by name, size, content by its first bytes), then the upload with an indeterminate
 * progress (fetch reports none); success says so and counts the receipt on its device; a failure keeps the file
 * and the same button sends it again.
 */
export function ReceiptUploader({ text, props }: { text: Words; props: UploadReceiptProps }) {
  const { hybrisConfig, muleSoftConfig, lang } = useAccountServices(props, 'brand-account-upload-receipt');
  const load = useCallback(
    async (signal: AbortSignal) => {
      const result = await listMyDevices({ muleSoftConfig, hybrisConfig, signal });
      if (!result.ok) {
        // the one line a failed list gets (its reason only: never the visitor's data)
        if (!signal.aborted) console.error(`brand-account-upload-receipt: Unable to load the devices (${result.reason}).`);
        throw new Error(result.reason);
      }
      return result.value;
    },
    [muleSoftConfig, hybrisConfig],
  );
  const devices = useAccountData<Device[]>(load, muleSoftConfig?.url ?? '');
  const latest = useRef(devices.data);
  latest.current = devices.data;
  const [handoff, setHandoff] = useState<ReceiptDevice | undefined>();
  useEffect(() => setHandoff(readReceiptHandoff(location.search)), []); // the URL's ?serial=, else sessionStorage: after the first render
  const [chosen, setChosen] = useState<string | undefined>();
  const [file, setFile] = useState<File | undefined>();
  const [refusal, setRefusal] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState('');
  const [uploaded, setUploaded] = useState('');
  const checks = useRef(0);
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  const inputRef = useRef<HTMLInputElement>(null);
  // focus moves to the file input once it is enabled again (after an upload), so after the commit
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) inputRef.current?.focus();
  }, [focusRequest]);
  const alertId = useId();
  const statusId = useId();
  const registerHref = useSafeUrl(props.registerUrl, 'registerUrl');
  const classes = {
    actions: useThemedClass(accountActionsStyles),
    message: useThemedClass(accountMessageStyles),
    notice: useThemedClass(accountNoticeStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
    button: useThemedClass(buttonStyles),
    row: useThemedClass(fileRowStyles),
    progress: useThemedClass(progressStyles),
    textButton: useThemedClass(textButtonStyles),
  };

  const choice = chooseReceiptDevice(devices.data, handoff, chosen);
  const uploading = phase === 'uploading';

  const take = async (next: File) => {
    const check = ++checks.current;
    setUploaded('');
    const problem = await checkFile(next);
    if (!live.current || check !== checks.current) return; // a later file came meanwhile
    if (problem) {
      // only the message: a good file already chosen (a failed upload's too) stays, with its phase
      setRefusal(receiptMessage(problem, text) ?? text.wrongTypeMessage);
      return;
    }
    setPhase('idle');
    setFailure('');
    setRefusal('');
    setFile(next);
  };

  const remove = () => {
    setFile(undefined);
    setPhase('idle');
    setFailure('');
    setFocusRequest((count) => count + 1);
  };

  const upload = async () => {
    if (!file || uploading || choice.kind === 'none') return;
    const serial = choice.selected.serialNumber;
    setPhase('uploading');
    setFailure('');
    setRefusal('');
    setUploaded('');
    const result = await uploadMyReceipt(serial, file, file.name, { muleSoftConfig, hybrisConfig });
    if (!live.current) return;
    if (!result.ok) {
      setPhase('failed');
      setFailure(uploadFailureMessage(result.reason, text));
      return;
    }
    setPhase('idle');
    setFile(undefined);
    setUploaded(result.value.fileName || file.name);
    const current = latest.current ?? [];
    devices.setData(current.map((device) => (device.serialNumber === serial ? { ...device, receipts: [...(device.receipts ?? []), result.value] } : device)));
    setFocusRequest((count) => count + 1);
  };

  if (devices.status === 'loading') {
    return (
      <div className={classes.skeleton} aria-busy="true" data-receipt-state="loading">
        <span />
        <span />
      </div>
    );
  }
  if (devices.status === 'failed') {
    return (
      <div className={classes.actions} data-receipt-state="failed">
        <p className={classes.message} role="alert">{text.loadErrorMessage}</p>
        <button type="button" className={classes.button} data-variant="outlined" data-reload="" onClick={() => void devices.reload()}>
          {text.retryLabel}
        </button>
      </div>
    );
  }
  if (choice.kind === 'none') {
    return (
      <div className={classes.notice} data-receipt-state="no-device">
        <p>{text.noDeviceMessage}</p>
        {registerHref && (
          <p className={classes.actions}>
            <a className={classes.button} data-variant="contained" href={registerHref} data-register="">
              {text.registerLabel}
            </a>
          </p>
        )}
      </div>
    );
  }

  const alert = refusal || failure;
  return (
    <>
      <DevicePicker
        choice={choice}
        deviceLabel={text.deviceLabel}
        receiptsCountLabel={text.receiptsCountLabel}
        disabled={uploading}
        onChoose={setChosen}
      />
      <DropZone
        dropLabel={text.dropLabel}
        chooseLabel={text.chooseLabel}
        hintText={text.hintText}
        describedBy={`${alertId} ${statusId}`}
        disabled={uploading}
        inputRef={inputRef}
        onFile={(next) => void take(next)}
      />
      <p id={alertId} className={classes.message} role="alert" data-receipt-message="">{alert}</p>
      <p id={statusId} className={classes.message} role="status" data-receipt-status="">
        {uploaded ? <WithFile template={text.successMessage} file={uploaded} /> : ''}
      </p>
      {file && (
        <div className={classes.row} data-chosen-file="" data-phase={phase} aria-busy={uploading || undefined}>
          <p>
            <span>{text.chosenFileLabel}</span>
            <strong data-file-name="">
              <bdi>{file.name}</bdi>
            </strong> <span data-file-size="">{formatFileSize(file.size, lang)}</span>
          </p>
          <button
            type="button"
            className={classes.textButton}
            disabled={uploading}
            onClick={remove}
            aria-label={`${text.removeLabel} ${file.name}`}
            data-remove-file=""
          >
            {text.removeLabel}
          </button>
          {uploading && <span className={classes.progress} role="progressbar" aria-label={fillTemplate(text.uploadingLabel, { file: file.name })} data-upload-progress="" />}
          <div className={classes.actions}>
            <button
              type="button"
              className={classes.button}
              data-variant="contained"
              aria-disabled={uploading || undefined}
              onClick={() => void upload()}
              data-upload=""
            >
              {phase === 'failed' ? text.retryLabel : text.uploadLabel}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
