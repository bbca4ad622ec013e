/**
 * How much of the page a gate's backdrop hides (GateDialog's `transparency`): false or 0 = opaque, true = the default
 * translucency (0.6 opaque), a number from 0 to 1 = that much of the page hidden. Anything else is opaque.
 */
export function backdropAlpha(transparency: unknown): number {
  if (transparency === true) return 0.6;
  if (typeof transparency === 'number' && transparency > 0 && transparency < 1) return transparency;
  return 1;
}
