import { useThemedClass } from '../../runtime/useThemedClass';
import { spinnerStyles } from './styles';

/** MUI's CircularProgress's drawing: a 44-unit box, the circle inset by half its stroke. */
const BOX = 44;
const THICKNESS = 3.6;

/**
 * MUI's indeterminate CircularProgress in the text colour (`color="inherit"`), without MUI: the same
 * markup, classes and animation. `size` in px.
 */
export function Spinner({ size = 40, ...aria }: { size?: number; 'aria-label'?: string }) {
  const root = useThemedClass(spinnerStyles.root);
  const svg = useThemedClass(spinnerStyles.svg);
  const circle = useThemedClass(spinnerStyles.circle);
  return (
    <span className={`MuiCircularProgress-root MuiCircularProgress-indeterminate MuiCircularProgress-colorInherit ${root}`} style={{ width: size, height: size }} role="progressbar" {...aria}>
      <svg className={`MuiCircularProgress-svg ${svg}`} viewBox={`${BOX / 2} ${BOX / 2} ${BOX} ${BOX}`}>
        <circle className={`MuiCircularProgress-circle ${circle}`} cx={BOX} cy={BOX} r={(BOX - THICKNESS) / 2} fill="none" strokeWidth={THICKNESS} />
      </svg>
    </span>
  );
}
