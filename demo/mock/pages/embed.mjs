// The help page's embedded member panel (brand-iframe) and its "still need help?" contact options
// (brand-visibility-toggle), as items of the page's main container.
//
// The embed is a page of the demo server under its OTHER loopback name (127.0.0.1 ↔ localhost, same
// port, taken from the request's Host): another origin, as a partner's page would be. Only a
// cross-origin frame keeps an origin the user data can be addressed to (a same-origin frame runs
// sandboxed without allow-same-origin: its origin is opaque). Protocol-relative, so it follows http/https.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: {
    panelHeading: '<h2>Your member panel</h2><p>Our partner page below shows what it is told about you: nothing until you sign in.</p>',
    panelTitle: 'Member panel (partner page)',
    helpPrompt: '<h3>Still need help?</h3><p>Our care team answers every day from 8 am to 8 pm.</p>',
    showContact: 'Show contact options',
    contact:
      '<h3>Contact options</h3><p>Call <a href="tel:+442079460000">020 7946 0000</a> (8 am – 8 pm) or write to <a href="mailto:care@example.com">care@example.com</a>; we answer within one working day.</p>',
    hideContact: 'Hide contact options',
  },
  ar: {
    panelHeading: '<h2>لوحة العضو</h2><p>تعرض صفحة شريكنا أدناه ما يصلها عنك: لا شيء قبل تسجيل الدخول.</p>',
    panelTitle: 'لوحة العضو (صفحة شريك)',
    helpPrompt: '<h3>هل ما زلت بحاجة إلى مساعدة؟</h3><p>فريق العناية يجيب كل يوم من 8 صباحًا حتى 8 مساءً.</p>',
    showContact: 'عرض طرق التواصل',
    contact:
      '<h3>طرق التواصل</h3><p>اتصل على <a href="tel:+442079460000">020 7946 0000</a> (8 صباحًا – 8 مساءً) أو اكتب إلى <a href="mailto:care@example.com">care@example.com</a>؛ نرد خلال يوم عمل واحد.</p>',
    hideContact: 'إخفاء طرق التواصل',
  },
};

export const CONTACT_SHOW_ID = 'help-contact-show';
export const CONTACT_HIDE_ID = 'help-contact-hide';

/** The demo server under its other loopback name, same port; undefined when the Host is neither. */
export function otherLoopback(host) {
  const match = /^(127\.0\.0\.1|localhost)(:\d+)?$/i.exec(String(host ?? '').trim());
  if (!match) return undefined;
  return `//${match[1].toLowerCase() === 'localhost' ? '127.0.0.1' : 'localhost'}${match[2] ?? ''}`;
}

/** The embed's URL: cross-origin when the Host allows it, else the same page on this origin (sent no user data). */
export function embedUrl(host) {
  return `${otherLoopback(host) ?? ''}/embed/user-data.html`;
}

/** `{ items, columns }` to merge into a page's. */
export function embedItems({ lang, theme, host }) {
  const c = copyFor(COPY, lang);
  const text = (html) => ({ ':type': 'brand/components/text', richText: true, text: html });
  return {
    items: {
      memberPanelSpacerTop: { ':type': 'brand/components/spacer', height: '4' },
      memberPanelHeading: text(c.panelHeading),
      memberPanel: {
        ':type': 'brand/components/iframe',
        url: embedUrl(host),
        title: c.panelTitle,
        parameters: [
          { key: 'theme', value: theme },
          { key: 'lang', value: lang },
        ],
        height: 400,
      },
      memberPanelSpacer: { ':type': 'brand/components/spacer', height: '4' },
      contactToggle: {
        ':type': 'brand/components/visibility-toggle',
        triggerIds: [CONTACT_SHOW_ID, CONTACT_HIDE_ID],
        ':items': {
          prompt: {
            ':type': 'brand/components/container',
            layout: 'simple',
            ':items': {
              text: text(c.helpPrompt),
              show: { ':type': 'brand/components/button', id: CONTACT_SHOW_ID, label: c.showContact, variant: 'outlined', icon: 'arrow-right', iconPosition: 'right' },
            },
          },
          contact: {
            ':type': 'brand/components/container',
            layout: 'simple',
            id: 'help-contact-options',
            ':items': {
              text: text(c.contact),
              hide: { ':type': 'brand/components/button', id: CONTACT_HIDE_ID, label: c.hideContact, variant: 'text' },
            },
          },
        },
      },
    },
    columns: { memberPanelSpacerTop: column(12), memberPanelHeading: column(12), memberPanel: column(12), memberPanelSpacer: column(12), contactToggle: column(12) },
  };
}
