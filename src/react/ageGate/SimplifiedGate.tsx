import MuiButton from '@mui/material/Button';
import { useThemedClass } from '../runtime/useThemedClass';
import { GateMessage } from './GateCard';
import { plainText, type SimplifiedContent } from './content';
import { actionsStyles } from './styles';

export interface SimplifiedGateProps {
  copy: SimplifiedContent;
  messageId: string;
  onAnswer: (adult: boolean) => void;
}

/** The soft gate's question: the authored message, then Yes and No in the brand-button look. */
export function SimplifiedGate({ copy, messageId, onAnswer }: SimplifiedGateProps) {
  return (
    <>
      <GateMessage html={copy.message} id={messageId} />
      <div className={useThemedClass(actionsStyles)}>
        <MuiButton variant="contained" size="large" onClick={() => onAnswer(true)} data-age-gate-answer="yes">
          {plainText(copy.yesLabel)}
        </MuiButton>
        <MuiButton variant="outlined" size="large" onClick={() => onAnswer(false)} data-age-gate-answer="no">
          {plainText(copy.noLabel)}
        </MuiButton>
      </div>
    </>
  );
}
