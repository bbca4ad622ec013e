import { weekRows, type StoreHoursSource, type WeekRow } from '../../core/commerce/storeHours';

export interface OpeningHoursText {
  caption: string;
  closedLabel: string;
  todayLabel: string;
  dayName: (weekDay: number) => string;
  time: (minutes: number) => string;
}

function hoursText(row: WeekRow, text: OpeningHoursText): string {
  if (row.closed) return text.closedLabel;
  // an evening that ends after midnight ends on the next day's clock
  return `${text.time(row.open!)} – ${text.time(row.close! % 1440)}`;
}

/** The week's hours as a table: days as row headers, today's row (in the store's zone) marked with aria-current. */
export function OpeningHours({ store, now, text }: { store: StoreHoursSource; now: number | undefined; text: OpeningHoursText }) {
  return (
    <table part="hours">
      <caption>{text.caption}</caption>
      <tbody>
        {weekRows(store, now).map((row) => (
          <tr key={row.weekDay} aria-current={row.today ? 'date' : undefined}>
            <th scope="row">
              {text.dayName(row.weekDay)}
              {row.today ? <span data-today="">({text.todayLabel})</span> : null}
            </th>
            <td>
              {hoursText(row, text)}
              {row.special ? <small>{row.special}</small> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
