import type { ReactNode } from 'react';
import { consumablesTable, type ConsumableItem, type TableImage } from '../../core/showcase/consumablesTable';
import { safeImageUrl } from '../../core/security/safeUrl';
import { useThemedClass } from '../runtime/useThemedClass';
import { useSafeUrl } from '../shared/useSafeUrl';
import { GaugeRing } from '../gauge/GaugeRing';
import { aromaStyles, productStyles, tableStyles } from './styles';

export interface ConsumablesTableProps {
  /** [{ title, items: [{ title, subtitle, tableImage, aromaImage, aromaLabel, intensityGauge: { value, scale } }] }] */
  rowGroups?: unknown;
  showAromaNote?: boolean | string;
  showIntensityGauge?: boolean | string;
  intensityScale?: number | string;
  caption?: string;
  productLabel?: string;
  aromaNoteLabel?: string;
  intensityLabel?: string;
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

/** An authored image through safeImageUrl (a refused URL is reported once, never shown). */
function CellImage({ image, field }: { image: TableImage | undefined; field: string }) {
  const allowed = safeImageUrl(image?.src) ?? undefined;
  const src = useSafeUrl(allowed ? undefined : image?.src, field) ?? allowed;
  return src ? <img src={src} alt={image!.alt} loading="lazy" decoding="async" /> : null;
}

interface Columns {
  aroma?: string;
  intensity?: string;
}

function Row({ item, columns }: { item: ConsumableItem; columns: Columns }) {
  const productClass = useThemedClass(productStyles);
  const aromaClass = useThemedClass(aromaStyles);
  const cell = (label: string, content: ReactNode) => (
    <td role="cell" data-center="">
      <span data-cell-label="" aria-hidden="true">
        {label}
      </span>
      {content}
    </td>
  );
  return (
    <tr role="row" data-item="" part="row">
      <th role="rowheader" scope="row">
        <span className={productClass}>
          <CellImage image={item.tableImage} field="tableImage" />
          <span>
            <strong>{item.title}</strong>
            {item.subtitle && <small>{item.subtitle}</small>}
          </span>
        </span>
      </th>
      {columns.aroma !== undefined &&
        cell(
          columns.aroma,
          <span className={aromaClass}>
            <CellImage image={item.aromaImage} field="aromaImage" />
            {item.aromaLabel}
          </span>,
        )}
      {columns.intensity !== undefined &&
        cell(columns.intensity, item.intensity && <GaugeRing value={item.intensity.value} scale={item.intensity.scale} size="Tiny" label={columns.intensity} />)}
    </tr>
  );
}

/**
 * The consumables table: items in row groups, each a row
 * headed by its title, with the aroma note and intensity gauge columns the options turn on. A
 * horizontal table from the md breakpoint, one card per item below it, from the same <table>.
 */
export function ConsumablesTable(props: ConsumablesTableProps) {
  const tableClass = useThemedClass(tableStyles);
  const table = consumablesTable(props);
  if (!table.groups.length) return null;
  const columns: Columns = {
    aroma: table.showAroma ? text(props.aromaNoteLabel, 'Aroma note') : undefined,
    intensity: table.showIntensity ? text(props.intensityLabel, 'Intensity') : undefined,
  };
  const span = 1 + (columns.aroma !== undefined ? 1 : 0) + (columns.intensity !== undefined ? 1 : 0);
  const caption = text(props.caption, '');
  return (
    // Explicit roles: the phone layout restyles the table's parts (block, grid, flex), which some
    // browsers (WebKit) take as a reason to drop their table semantics.
    <table role="table" className={tableClass} part="table">
      {caption && <caption>{caption}</caption>}
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">{text(props.productLabel, 'Product')}</th>
          {columns.aroma !== undefined && <th role="columnheader" scope="col" data-center="">{columns.aroma}</th>}
          {columns.intensity !== undefined && <th role="columnheader" scope="col" data-center="">{columns.intensity}</th>}
        </tr>
      </thead>
      {table.groups.map((group, index) => (
        <tbody role="rowgroup" key={index}>
          {group.title && (
            <tr role="row" data-group="">
              <th role="rowheader" scope="rowgroup" colSpan={span}>
                {group.title}
              </th>
            </tr>
          )}
          {group.items.map((item, row) => (
            <Row key={row} item={item} columns={columns} />
          ))}
        </tbody>
      ))}
    </table>
  );
}
