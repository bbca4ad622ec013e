// GET /mock/legal/markets/{marketId}/legal-ages?channelId=…&brandId=…  (docs/mock-api.md "legal age")
// Headers client_id and client_secret must carry the demo credentials of the root model's sagConfig.
import { header, json } from './http.mjs';

export const CLIENT_ID = 'demo-client';
export const CLIENT_SECRET = 'demo-secret';

/** Legal ages per market; the demo pages use gb. */
export const LEGAL_AGES = {
  gb: [{ legalAge: 18, marketId: 'gb', type: 'NICOTINE' }],
  de: [{ legalAge: 18, marketId: 'de', type: 'NICOTINE' }],
  jp: [{ legalAge: 20, marketId: 'jp', type: 'NICOTINE' }],
};

/** The API gateway's answer to missing or wrong client credentials (shared with consumer.mjs). */
export function checkClient(req) {
  if (header(req, 'client_id') === CLIENT_ID && header(req, 'client_secret') === CLIENT_SECRET) return undefined;
  return json({ error: 'invalid_client', message: 'Missing or invalid client_id / client_secret headers.' }, 401);
}

function legalAges({ req, params }) {
  const denied = checkClient(req);
  if (denied) return denied;
  const market = decodeURIComponent(params[0]).toLowerCase();
  const ages = Object.hasOwn(LEGAL_AGES, market) ? LEGAL_AGES[market] : undefined;
  if (!ages) return json({ error: 'not_found', message: `No legal ages for market ${market}.` }, 404);
  return json(ages);
}

export const routes = [{ method: 'GET', path: /^\/mock\/legal\/markets\/([^/]+)\/legal-ages$/, handler: legalAges }];
