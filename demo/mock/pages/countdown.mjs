// The home page's "limited edition": a countdown inside a countdown container, in en, ar and km.
// The window runs from three days before the request to four days after it (whole hours, UTC),
// computed per request so the demo never expires. The container stays open one day past the
// countdown's end, so the expired ("sold out") text is shown for that day rather than hidden with it.
import { column, copyFor } from './index.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const COPY = {
  en: {
    intro: '<h2>Limited edition: Frosted Berry</h2><p>A winter flavour, made once. When it is gone, it is gone.</p>',
    title: 'Offer ends in',
    days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds',
    expired: 'The limited edition has sold out. Thank you!',
    shop: 'Shop the limited edition',
  },
  ar: {
    intro: '<h2>إصدار محدود: توت مثلج</h2><p>نكهة شتوية تُصنع مرة واحدة. عندما تنفد، تنفد.</p>',
    title: 'ينتهي العرض خلال',
    days: 'أيام', hours: 'ساعات', minutes: 'دقائق', seconds: 'ثوانٍ',
    expired: 'نفد الإصدار المحدود. شكرًا لكم!',
    shop: 'تسوّق الإصدار المحدود',
  },
  km: {
    intro: '<h2>ការបោះពុម្ពមានកំណត់៖ Frosted Berry</h2><p>រសជាតិរដូវរងា ផលិតតែម្តងគត់។ ពេលអស់ គឺអស់។</p>',
    title: 'ការផ្តល់ជូននឹងបញ្ចប់ក្នុង',
    days: 'ថ្ងៃ', hours: 'ម៉ោង', minutes: 'នាទី', seconds: 'វិនាទី',
    expired: 'ការបោះពុម្ពមានកំណត់បានលក់អស់ហើយ។ សូមអរគុណ!',
    shop: 'ទិញការបោះពុម្ពមានកំណត់',
  },
};

/**
 * The window around `now` (epoch ms), on whole hours: the container from 3 days before to 5 days
 * after, the countdown ending (`endDate`) one day before the container closes (`containerEndDate`).
 */
export function limitedEditionWindow(now = Date.now()) {
  const hour = Math.floor(now / HOUR) * HOUR;
  return {
    startDate: new Date(hour - 3 * DAY).toISOString(),
    endDate: new Date(hour + 4 * DAY).toISOString(),
    containerEndDate: new Date(hour + 5 * DAY).toISOString(),
  };
}

/** `{ items, columns }` to merge into a page: the container with its intro, countdown and call to shop. */
export function limitedEdition({ lang, link, now = Date.now() }) {
  const c = copyFor(COPY, lang);
  const { startDate, endDate, containerEndDate } = limitedEditionWindow(now);
  return {
    items: {
      limitedEdition: {
        ':type': 'brand/components/countdown-container',
        id: 'limited-edition',
        startDate,
        endDate: containerEndDate,
        ':itemsOrder': ['intro', 'countdown', 'shop'],
        ':items': {
          intro: { ':type': 'brand/components/text', richText: true, text: c.intro },
          countdown: {
            ':type': 'brand/components/countdown',
            title: c.title,
            endDate,
            daysLabel: c.days,
            hoursLabel: c.hours,
            minutesLabel: c.minutes,
            secondsLabel: c.seconds,
            expiredText: c.expired,
          },
          shop: { ':type': 'brand/components/button', label: c.shop, linkUrl: link('shop'), variant: 'outlined' },
        },
      },
    },
    columns: { limitedEdition: column(12) },
  };
}
