import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { FIRST_VISIT_GATE_ATTRIBUTE, FIRST_VISIT_SCRIPT, GATE_INERT, firstVisitGate, gateContentPath } from '../../../src/core/gates/firstVisitGate';
import { GATE_INERT as MODAL_GATE_INERT } from '../../../src/react/shared/modal/modalDom';

const ROOT = join(__dirname, '../../..');
const simplified = { title: 'Are you 18 or older?', message: '<p>Adults only.</p>', yesLabel: 'Yes', noLabel: 'No', errorMessage: '<p>Sorry.</p>' };
const dob = { title: 'Your date of birth', promptMessage: '<p>Enter it.</p>', months: ['Jan'], startYearRange: 1920 };
const sagConfig = { simplifiedContentPath: '/content/gate/simplified', dobContentPath: '/content/gate/dob', sagVersion: 'simplified' };

describe('a first visit gate from the server (firstVisitGate)', () => {
  it("names the market's cookie and gives the gate the model <brand-page> would, with its content and the market's theme", () => {
    expect(firstVisitGate({ market: 'GB', sagConfig, theme: 'velo' }, simplified, '/content/home.html')).toEqual({
      cookieName: 'sag_gb',
      model: { market: 'GB', sagConfig, content: simplified, theme: 'velo' },
    });
    // No market: the gate's own default cookie.
    expect(firstVisitGate({ sagConfig }, simplified, '/')?.cookieName).toBe('sag_default');
  });

  it('the content must fit the configured version: the dob gate needs dob content, keyed content is picked', () => {
    const dobConfig = { ...sagConfig, sagVersion: 'dob' };
    expect(firstVisitGate({ market: 'gb', sagConfig: dobConfig }, simplified, '/')).toBeUndefined();
    expect(firstVisitGate({ market: 'gb', sagConfig: dobConfig }, dob, '/')?.model.content).toEqual(dob);
    expect(firstVisitGate({ market: 'gb', sagConfig: dobConfig }, { simplified, dob }, '/')).toBeDefined();
    for (const bad of [undefined, null, 'text', [simplified], {}, { other: 1 }]) expect(firstVisitGate({ market: 'gb', sagConfig }, bad, '/')).toBeUndefined();
  });

  it('leaves an address that chooses the version or bypasses to the browser, whatever its case', () => {
    for (const query of ['?sagVersion=bypass', '?a=1&sagVersion=dob', '?SAGVERSION=simplified']) {
      expect(firstVisitGate({ market: 'gb', sagConfig }, simplified, `/content/home.html${query}`)).toBeUndefined();
    }
    expect(firstVisitGate({ market: 'gb', sagConfig }, simplified, '/content/home.html?version=2')).toBeDefined();
  });

  it("reads the content path of the configured version, and none when there is none or the config is broken", () => {
    expect(gateContentPath(sagConfig)).toBe('/content/gate/simplified');
    expect(gateContentPath({ ...sagConfig, sagVersion: 'dob' })).toBe('/content/gate/dob');
    expect(gateContentPath(JSON.stringify(sagConfig))).toBe('/content/gate/simplified');
    expect(gateContentPath({ sagVersion: 'dob', simplifiedContentPath: '/x' })).toBeUndefined();
    for (const bad of [undefined, null, 'not json', [1], { simplifiedContentPath: '  ' }]) expect(gateContentPath(bad)).toBeUndefined();
  });

  it('the script is one text, reads the attribute the server writes and marks what it makes inert as the modal expects', () => {
    expect(FIRST_VISIT_SCRIPT).toContain(`getAttribute("${FIRST_VISIT_GATE_ATTRIBUTE}")`);
    expect(FIRST_VISIT_SCRIPT).toContain(`setAttribute("inert","${GATE_INERT}")`);
    // The modal spells the marker itself (it ships to partner pages without the gate's rules): the same text.
    expect(MODAL_GATE_INERT).toBe(GATE_INERT);
    // It parses as a script (a syntax error would leave every first visitor without a gate in the markup).
    expect(() => new Function(FIRST_VISIT_SCRIPT)).not.toThrow();
    expect(FIRST_VISIT_SCRIPT.length).toBeLessThan(600);
  });

  it("README gives the script's CSP hash as it is now", () => {
    const hash = `'sha256-${createHash('sha256').update(FIRST_VISIT_SCRIPT).digest('base64')}'`;
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(hash);
  });
});
