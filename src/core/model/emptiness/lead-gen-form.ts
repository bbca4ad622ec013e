export const DUPLICATE_OPT_INS_WARNING = 'Duplicate opt-ins detected';

/** A lead-gen form consent as authored: its opt-ins, each with an id. */
export interface LeadGenConsent {
  optIns?: ReadonlyArray<{ id?: string | number | null } | null | undefined> | null;
}

/**
 * Lead-gen form: 'Duplicate opt-ins detected' when an opt-in id occurs more
 * than once across the consents (`[{ optIns: [{ id }] }]`, within one consent or between two), else
 * undefined. Opt-ins without an id are not compared; ids compare as trimmed strings.
 */
export function findDuplicateOptIns(consents: unknown): string | undefined {
  if (!Array.isArray(consents)) return undefined;
  const seen = new Set<string>();
  for (const consent of consents as Array<LeadGenConsent | null | undefined>) {
    const optIns = consent && Array.isArray(consent.optIns) ? consent.optIns : [];
    for (const optIn of optIns) {
      const raw = optIn?.id;
      if (raw === null || raw === undefined) continue;
      const id = String(raw).trim();
      if (!id) continue;
      if (seen.has(id)) return DUPLICATE_OPT_INS_WARNING;
      seen.add(id);
    }
  }
  return undefined;
}
