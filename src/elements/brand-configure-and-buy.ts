import { defineElement } from './defineWithReact';
import { ConfigureAndBuy } from '../react/configureAndBuy/ConfigureAndBuy';
import { configureAndBuyEmptiness } from '../core/model/emptiness/configure-and-buy';
import { COMMERCE_SERVICE_FIELDS } from './fieldGroups';

/**
 * A product to configure and buy (SAP Commerce OCC v2, the page's hybrisConfig): a gallery of its
 * pictures (thumbnails as toggle buttons, the main picture opens the full-screen image zoom), the
 * name, the rating summary linking to the reviews, the price, the stock state, the variants as radio
 * groups (colours as named swatches, strengths as pills; out-of-stock choices stay choosable and say
 * so), buy or borrow, the add-to-cart control (quantity, progress, mini cart) for the chosen variant,
 * the summary and the HTML description. A base product starts on its first variant in stock; a chosen
 * variant is fetched while the old one stays shown and is named in the page's ?product=. Two columns
 * from the tablet up (mirrored right to left), one on a phone. Resource type: brand/components/configure-and-buy.
 */
export const BrandConfigureAndBuy = defineElement('brand-configure-and-buy', ConfigureAndBuy, {
  props: {
    productCode: { type: 'string', description: 'The OCC product code: a variant, or a base product (it starts on its first variant in stock).' },
    addToCartLabel: { type: 'string', description: 'The add button\'s text (default "Add to cart").' },
    purchaseOptions: {
      type: 'json',
      description:
        'How the product can be had: [{ type ("buy" | "lending"), label, addToCartLabel?, lendingConfigurationCode? }]. A lending option shows only for a product whose lendingOptions list that code (without one, its first). More than one: a radio group. None: buy.',
    },
    purchaseOptionsLabel: { type: 'string', description: 'Legend of the purchase options (default "How would you like it?").' },
    inStockLabel: { type: 'string', description: 'Stock state text for inStock (default "In stock").' },
    lowStockLabel: { type: 'string', description: 'Stock state text for lowStock (default "Only a few left").' },
    outOfStockLabel: { type: 'string', description: 'Stock state text for outOfStock, also shown by the disabled add button (default "Out of stock").' },
    outOfStockChoiceLabel: { type: 'string', description: 'Said after an out-of-stock variant choice (default "out of stock").' },
    variantLabels: { type: 'json', description: 'Legends of the variant groups by OCC qualifier, over OCC\'s names: { "strength": "Choose your strength", "colour": "Colour" }.' },
    swatchColors: { type: 'json', description: 'Colour swatches by colour name: { "Pebble Grey": "#9a9a94" } (CSS colours, checked); a colour without one shows a neutral swatch.' },
    ratingLabel: { type: 'string', description: 'The rating summary with {average} and {count} (default "{average} out of 5, {count} reviews"); shown when the product has reviews.' },
    reviewsUrl: { type: 'string', description: 'Where the rating summary links (default "#reviews").' },
    galleryLabel: { type: 'string', description: 'Accessible name of the thumbnails (default "Product pictures").' },
    pictureLabel: { type: 'string', description: 'Name of a thumbnail without alt text, with {n} and {total} (default "Picture {n} of {total}").' },
    loadingLabel: { type: 'string', description: 'Said while the product loads (default "Loading the product").' },
    errorMessage: { type: 'string', description: 'Shown when the product cannot be loaded (default "Sorry, this product cannot be shown right now.").' },
    choiceErrorMessage: { type: 'string', description: 'Shown when a chosen variant cannot be loaded; the previous one stays.' },
    cartUrl: { type: 'string', description: 'The cart page, linked from the mini cart.' },
    maxQuantity: { type: 'number', description: 'The most the quantity stepper allows (default 20).' },
    headingLevel: { type: 'number', description: 'The product name\'s heading level, 1 to 6 (default 1: the name is the product page\'s title).' },
    zoomLabels: { type: 'json', description: 'Words of the image zoom: { open ("Zoom image"), close, zoomIn, zoomOut, level, dialog }.' },
    cartMessages: { type: 'json', description: 'The shopper\'s messages of an add, by key (added, partlyAdded, limit, out-of-stock, unavailable, network, timeout, server, not-configured), over the defaults.' },
    ...COMMERCE_SERVICE_FIELDS,
    controlLabels: { type: 'json', description: 'Words of the quantity stepper and progress: { quantity, increase, decrease, adding }.' },
  },
  emptiness: configureAndBuyEmptiness,
  parts: [
    { name: 'product', description: 'The whole element (two columns from the tablet up).' },
    { name: 'gallery', description: 'The pictures column.' },
    { name: 'picture', description: 'The main picture (a button opening the zoom).' },
    { name: 'thumbs', description: 'The thumbnails.' },
    { name: 'thumb', description: 'One thumbnail; also thumb-selected on the shown one.' },
    { name: 'name', description: 'The product name (heading).' },
    { name: 'rating', description: 'The stars and the rating summary link.' },
    { name: 'price', description: 'The price.' },
    { name: 'stock', description: 'The stock state.' },
    { name: 'variants', description: 'One variant group (fieldset).' },
    { name: 'purchase-options', description: 'Buy or borrow (fieldset).' },
    { name: 'choice', description: 'One radio choice (its label).' },
    { name: 'description', description: 'The HTML description.' },
  ],
  family: 'commerce',
  budgetKiB: 96,
});
