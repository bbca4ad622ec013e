import { defineElement } from './defineWithReact';
import { ProductList } from '../react/productList/ProductList';
import { productListEmptiness } from '../core/model/emptiness/product-list';
import { COMMERCE_SERVICE_FIELDS } from './fieldGroups';

/**
 * A shop's product grid (2 columns on phones, 3 to 4 on desktops): each product read from SAP Commerce OCC
 * (`GET {apiUrl}/v2/{site}/products/{code}?fields=FULL`, in parallel) as a card with picture, name (a link to
 * its page), price ("from £4.50" for a base product), rating, stock state and an add control: add to cart
 * for a purchasable product (with the mini cart), "Choose" for a base product or a set (chosen on its page),
 * disabled when out of stock. Skeleton cards hold the size while loading; a product that cannot be read is
 * left out with one console error. Pushes `productImpression` (each card once, when seen, with list and
 * position) and `productClick`. Resource type: brand/components/product-list.
 */
export const BrandProductList = defineElement('brand-product-list', ProductList, {
  props: {
    productConfig: { type: 'json', description: 'The products, in order: [{ productCode }] (base products, variants or sets).' },
    productPageUrl: { type: 'string', description: 'The product page with {code} for the product code, e.g. /storefront.html?page=product&product={code}; default OCC\'s url.' },
    addToCartLabel: { type: 'string', description: 'The add button of a purchasable product (default "Add to cart").' },
    chooseLabel: { type: 'string', description: 'The link of a base product or a set to its page (default "Choose").' },
    fromLabel: { type: 'string', description: 'A base product\'s price, {price} replaced (default "from {price}").' },
    inStockLabel: { type: 'string', description: 'Stock state inStock (default "In stock").' },
    lowStockLabel: { type: 'string', description: 'Stock state lowStock (default "Only a few left").' },
    outOfStockLabel: { type: 'string', description: 'Stock state outOfStock (default "Out of stock").' },
    ratingLabel: { type: 'string', description: 'The stars\' accessible text, {rating} replaced (default "Rated {rating} out of 5").' },
    errorMessage: { type: 'string', description: 'Shown when no product could be loaded.' },
    loadingLabel: { type: 'string', description: 'Said to screen readers while the cards load (default "Loading products").' },
    listName: { type: 'string', description: 'The analytics list name of productImpression, productClick and addToCart (default general.title).' },
    cartUrl: { type: 'string', description: 'The cart page, linked from the mini cart.' },
    ...COMMERCE_SERVICE_FIELDS,
  },
  modelFields: {
    general: { type: 'json', description: '{ title, description }: the heading and intro (required with productConfig).' },
  },
  emptiness: productListEmptiness,
  family: 'commerce',
  budgetKiB: 103,
});
