// GET /mock/health: lets tests and scripts wait for the demo server.
import { json } from './http.mjs';

export const routes = [{ method: 'GET', path: '/mock/health', handler: () => json({ ok: true }) }];
