// A Cloudflare Worker that is AEM's remote content renderer (README "Server rendering", docs/deploy.md).
// `wrangler deploy` bundles it with the package's dist/server.js; nothing else is needed at run time.
import { createRenderHandler } from 'brand-elements/server.js';

let handle;

export default {
  /** POST <page path>.html with the page model as JSON → the <brand-page> HTML, streamed. */
  fetch(request, env) {
    handle ??= createRenderHandler({
      // The site the pages are served on (links are compared with it) and where its dist/ is.
      origin: env.SITE_ORIGIN,
      assetBase: env.ASSET_BASE,
      cache: { sMaxAge: 60, staleWhileRevalidate: 600 },
    });
    return handle(request);
  },
};
