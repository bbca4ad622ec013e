import { useId, useState, type DragEvent, type RefObject } from 'react';
import { RECEIPT_ACCEPT } from '../../core/account/receipts';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { dropZoneStyles, fileInputStyles } from './styles';

export interface DropZoneProps {
  dropLabel: string;
  chooseLabel: string;
  hintText: string;
  /** ids of the message lines the input is described by (the refusal, the status) */
  describedBy?: string;
  disabled?: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onFile: (file: File) => void;
}

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/**
 * Where a receipt comes in: dropped on the zone (its frame fills while a file is over it) or chosen with the
 * native file input, whose label is the "Choose a file" button: a real control, in the tab order, opened with
 * Enter or Space, named by its label and described by the accepted types.
 */
export function DropZone({ dropLabel, chooseLabel, hintText, describedBy, disabled, inputRef, onFile }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const zone = useThemedClass(dropZoneStyles);
  const input = useThemedClass(fileInputStyles);
  const button = useThemedClass(buttonStyles);

  const over = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault(); // lets the drop happen here instead of the browser opening the file
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };
  const leave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      className={zone}
      data-dropzone=""
      data-dragging={dragging ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={leave}
      onDrop={drop}
    >
      <p>{dropLabel}</p>
      <input
        ref={inputRef}
        id={inputId}
        className={input}
        type="file"
        accept={RECEIPT_ACCEPT}
        disabled={disabled}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        data-receipt-input=""
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // emptied, so choosing the same file again (after Remove) is a change too
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={inputId} className={button} data-variant="outlined" data-choose-file="">
        {chooseLabel}
      </label>
      <p id={hintId} data-hint="">{hintText}</p>
    </div>
  );
}
