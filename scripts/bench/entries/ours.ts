// "ours" and "ours-per-root-styles": the real runtime, through the real brand-text element.
import '../../../src/elements/brand-text';
