import { describe, expect, it } from 'vitest';
import {
  headingElement,
  headingFocusTarget,
  idFromHash,
  initialExpanded,
  keepExisting,
  keyFromPath,
  panelTitle,
  toggleItem,
} from '../../../src/core/disclosure/accordion';

const KEYS = ['item_1', 'item_2', 'item_3'];

describe('accordion rules', () => {
  it('heading level: h2 to h6 or 2 to 6, else h3 (Adobe default)', () => {
    expect(headingElement('h2')).toBe('h2');
    expect(headingElement(' H4 ')).toBe('h4');
    expect(headingElement(5)).toBe('h5');
    expect(headingElement('6')).toBe('h6');
    expect(headingElement(undefined)).toBe('h3');
    expect(headingElement('h1'), 'one h1 per page: not for item titles').toBe('h3');
    expect(headingElement('h7')).toBe('h3');
    expect(headingElement('div')).toBe('h3');
    expect(headingElement(null, 'h2')).toBe('h2');
  });

  it('expandedItems are keys: only existing ones open, in item order, each once', () => {
    expect(initialExpanded(KEYS, ['item_3', 'item_1'], false)).toEqual(['item_1', 'item_3']);
    expect(initialExpanded(KEYS, ['gone', 'item_2', 'item_2'], false)).toEqual(['item_2']);
    expect(initialExpanded(KEYS, 'item_2, item_3', false)).toEqual(['item_2', 'item_3']);
    expect(initialExpanded(KEYS, undefined, false)).toEqual([]);
    expect(initialExpanded(KEYS, [3, null], false)).toEqual([]);
    expect(initialExpanded([], ['item_1'], false)).toEqual([]);
  });

  it('singleExpansion opens only the first of the expandedItems', () => {
    expect(initialExpanded(KEYS, ['item_3', 'item_2'], true)).toEqual(['item_2']);
    expect(initialExpanded(KEYS, [], true)).toEqual([]);
  });

  it('a heading toggles its item; with singleExpansion the others close', () => {
    expect(toggleItem([], 'item_1', false)).toEqual(['item_1']);
    expect(toggleItem(['item_1'], 'item_2', false)).toEqual(['item_1', 'item_2']);
    expect(toggleItem(['item_1', 'item_2'], 'item_1', false)).toEqual(['item_2']);
    expect(toggleItem(['item_1'], 'item_2', true)).toEqual(['item_2']);
    expect(toggleItem(['item_2'], 'item_2', true), 'the open item may close, as in Adobe').toEqual([]);
  });

  it('removed items drop out of the open ones; switching to singleExpansion keeps the first', () => {
    expect(keepExisting(['item_1', 'item_4'], KEYS, false)).toEqual(['item_1']);
    expect(keepExisting(['item_2', 'item_3'], KEYS, true)).toEqual(['item_2']);
    expect(keepExisting(['item_2'], [], false)).toEqual([]);
  });

  it("an item's heading: cq:panelTitle first, then title, trimmed; nothing for blanks and non-strings", () => {
    expect(panelTitle({ 'cq:panelTitle': ' Delivery ', title: 'Other' })).toBe('Delivery');
    expect(panelTitle({ title: 'Returns' })).toBe('Returns');
    expect(panelTitle({ 'cq:panelTitle': '  ', title: 'Returns' })).toBe('Returns');
    expect(panelTitle({ title: 42 })).toBeUndefined();
    expect(panelTitle(null)).toBeUndefined();
    expect(panelTitle('Delivery')).toBeUndefined();
  });

  it("an item's key is the last segment of its model path", () => {
    expect(keyFromPath('/content/brand/faq/jcr:content/root/accordion/item_1')).toBe('item_1');
    expect(keyFromPath('item')).toBe('item');
    expect(keyFromPath('/a/')).toBeUndefined();
    expect(keyFromPath(null)).toBeUndefined();
  });

  it('the URL hash names an id, percent-decoded', () => {
    expect(idFromHash('#faq-delivery')).toBe('faq-delivery');
    expect(idFromHash('#caf%C3%A9')).toBe('café');
    expect(idFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(idFromHash('#')).toBeUndefined();
    expect(idFromHash('')).toBeUndefined();
  });

  it('arrow keys move between headings and wrap; Home and End go to the ends (APG)', () => {
    expect(headingFocusTarget('ArrowDown', 0, 3)).toBe(1);
    expect(headingFocusTarget('ArrowDown', 2, 3)).toBe(0);
    expect(headingFocusTarget('ArrowUp', 0, 3)).toBe(2);
    expect(headingFocusTarget('ArrowUp', 2, 3)).toBe(1);
    expect(headingFocusTarget('Home', 2, 3)).toBe(0);
    expect(headingFocusTarget('End', 0, 3)).toBe(2);
    expect(headingFocusTarget('Enter', 0, 3)).toBeUndefined();
    expect(headingFocusTarget('ArrowDown', 0, 0)).toBeUndefined();
  });
});
