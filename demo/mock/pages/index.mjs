// The storefront's pages (?page= of /mock/storefront.model.json): each module builds the items of
// the page's main container from the shared context { t, lang, theme, brand, link, img }:
// `{ title?, items: { key: node }, columns: { key: 'aem-GridColumn …' } }` (items keep their order).
import { homePage } from './home.mjs';
import { helpPage } from './help.mjs';
import { loginPage } from './login.mjs';
import { flavoursPage } from './flavours.mjs';
import { storesPage } from './stores.mjs';
import { productPage } from './product.mjs';
import { shopPage } from './shop.mjs';
import { packPage } from './pack.mjs';
import { cartPage } from './cart.mjs';
import { checkoutPage } from './checkout.mjs';
import { contactPage } from './contact.mjs';
import { newsletterPage } from './newsletter.mjs';
import { accountPage } from './account.mjs';
import { ordersPage } from './orders.mjs';
import { walletPage } from './wallet.mjs';
import { cardPage } from './card.mjs';
import { addressesPage } from './addresses.mjs';
import { addressPage } from './address.mjs';
import { devicesPage } from './devices.mjs';
import { receiptPage } from './receipt.mjs';
import { detailsPage } from './details.mjs';
import { referralsPage } from './referrals.mjs';
import { accountLayout } from './accountLayout.mjs';

const BUILDERS = {
  home: homePage,
  help: helpPage,
  login: loginPage,
  flavours: flavoursPage,
  shop: shopPage,
  product: productPage,
  pack: packPage,
  cart: cartPage,
  checkout: checkoutPage,
  stores: storesPage,
  contact: contactPage,
  newsletter: newsletterPage,
  account: accountPage,
  orders: ordersPage,
  wallet: walletPage,
  card: cardPage,
  addresses: addressesPage,
  address: addressPage,
  devices: devicesPage,
  receipt: receiptPage,
  details: detailsPage,
  referrals: referralsPage,
};

export const PAGES = Object.keys(BUILDERS);

/** The account area's pages: shown to logged-in visitors, laid out by accountLayout.mjs. */
export const ACCOUNT_PAGES = ['account', 'orders', 'wallet', 'card', 'addresses', 'address', 'devices', 'receipt', 'details', 'referrals'];

export function pageContent(name, context) {
  const page = (BUILDERS[name] ?? homePage)(context);
  return ACCOUNT_PAGES.includes(name) ? accountLayout(name, context, page) : page;
}

import { column } from './grid.mjs';

export { column, copyFor } from './grid.mjs';

/** Only on phones (below the tablet size): e.g. the room above a column that sits beside the previous one from the tablet up. */
export const phoneOnly = () => 'aem-GridColumn aem-GridColumn--default--hide aem-GridColumn--tablet--hide aem-GridColumn--phone--12';

/** `default_` columns one column after the previous one from the tablet up, full width on phones. */
export const besideColumn = (default_) => `${column(default_)} aem-GridColumn--offset--default--1 aem-GridColumn--offset--phone--0`;
