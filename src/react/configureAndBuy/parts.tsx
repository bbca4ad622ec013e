import { useId, type CSSProperties } from 'react';
import type { VariantGroup } from '../../core/commerce/product';
import type { PurchaseOption } from '../../core/commerce/configure';
import { starFills } from '../../core/commerce/configure';
import type { OccLendingOption, StockLevelStatus } from '../../core/services/occProducts';
import { useSafeCss } from '../shared/useSafeCss';

const COLOUR_QUALIFIERS = new Set(['colour', 'color']);
const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

/** Five stars filled to the average (decorative: the text next to them says it). */
export function Stars({ average }: { average: number | undefined }) {
  const uid = useId();
  return (
    <span data-stars="" aria-hidden="true">
      {starFills(average).map((fill, star) => (
        <svg key={star} viewBox="0 0 24 24" focusable="false">
          <defs>
            <linearGradient id={`${uid}-${star}`}>
              <stop offset={fill} stopColor="currentColor" />
              <stop offset={fill} stopColor="currentColor" stopOpacity="0.25" />
            </linearGradient>
          </defs>
          <path d={STAR} fill={`url(#${uid}-${star})`} />
        </svg>
      ))}
    </span>
  );
}

/** The stock state as words with a coloured mark (never colour alone). */
export function Stock({ status, label }: { status: StockLevelStatus; label: string }) {
  return (
    <p data-stock={status} part="stock">
      <span data-mark="" aria-hidden="true" />
      {label}
    </p>
  );
}

export interface ChoiceWords {
  /** after an out-of-stock choice's name */
  outOfStock: string;
  /** legends by qualifier, over OCC's names */
  legends: Record<string, string>;
  /** swatch colours by colour name (authored, checked as CSS colours) */
  swatches: Record<string, unknown>;
}

/**
 * One variant group as native radios in a fieldset with its legend (arrow keys move and choose, as
 * the APG radio group): colours as swatches with their names, other qualifiers (strength) as pills.
 * An out-of-stock choice stays choosable and says so.
 */
export function VariantRadios({ group, words, onChoose }: { group: VariantGroup; words: ChoiceWords; onChoose: (code: string) => void }) {
  const uid = useId();
  const css = useSafeCss();
  const swatch = COLOUR_QUALIFIERS.has(group.qualifier.toLowerCase());
  return (
    <fieldset data-variants={swatch ? 'swatch' : 'pill'} part="variants">
      <legend>
        {words.legends[group.qualifier] ?? group.name}
        {group.selected && <span data-selected="">{group.selected}</span>}
      </legend>
      <div data-choices="">
        {group.choices.map((choice) => {
          const colour = swatch ? css('color', `swatchColors.${choice.value}`, words.swatches[choice.value]) : undefined;
          return (
            <label key={choice.value} data-choice="" data-unavailable={choice.available ? undefined : ''} part="choice">
              <input
                type="radio"
                name={`${uid}-${group.qualifier}`}
                value={choice.value}
                checked={group.selected === choice.value}
                disabled={!choice.code}
                onChange={() => choice.code && onChoose(choice.code)}
              />
              {swatch && <span data-swatch="" aria-hidden="true" style={colour ? ({ '--swatch': colour } as CSSProperties) : undefined} />}
              <span data-name="">{choice.value}</span>
              {!choice.available && <span data-note="">{words.outOfStock}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Buy or borrow, as a radio group (shown only when there is a choice). */
export function PurchaseRadios({
  options,
  legend,
  chosen,
  lending,
  onChoose,
}: {
  options: PurchaseOption[];
  legend: string;
  chosen: number;
  lending: OccLendingOption[] | undefined;
  onChoose: (index: number) => void;
}) {
  const uid = useId();
  return (
    <fieldset data-purchase="" part="purchase-options">
      <legend>{legend}</legend>
      <div data-choices="">
        {options.map((option, index) => {
          const price = option.type === 'lending' ? lending?.find((entry) => entry.code === option.lendingConfigurationCode)?.price?.formattedValue : undefined;
          return (
            <label key={`${option.type}-${option.lendingConfigurationCode ?? ''}`} data-choice="" data-option={option.type} part="choice">
              <input type="radio" name={`${uid}-purchase`} value={String(index)} checked={chosen === index} onChange={() => onChoose(index)} />
              <span data-name="">{option.label}</span>
              {price && <span data-note="">{price}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
