import { useThemedClass } from '../runtime/useThemedClass';
import { GateButton } from '../gates/GateButton';
import { GateMessage } from '../gates/GateCard';
import { actionsStyles } from '../gates/styles';
import { plainText, type SimplifiedContent } from '../../core/gates/ageGateContent';

export interface SimplifiedGateProps {
  copy: SimplifiedContent;
  messageId: string;
  onAnswer: (adult: boolean) => void;
}

/** The soft gate's question: the authored message, then Yes and No in the brand-button look. */
export function SimplifiedGate({ copy, messageId, onAnswer }: SimplifiedGateProps) {
  return (
    <>
      <GateMessage html={copy.message} id={messageId} data-age-gate-message="" />
      <div className={useThemedClass(actionsStyles)}>
        <GateButton variant="contained" onClick={() => onAnswer(true)} data-age-gate-answer="yes">
          {plainText(copy.yesLabel)}
        </GateButton>
        <GateButton variant="outlined" onClick={() => onAnswer(false)} data-age-gate-answer="no">
          {plainText(copy.noLabel)}
        </GateButton>
      </div>
    </>
  );
}
