import { describe, expect, it } from 'vitest';
import { copyableText, findByIdDeep, type NodeLike } from '../../../src/core/content/findById';

// A tiny DOM of fakes: elements (1), text (3), shadow roots (11).
const text = (value: string): NodeLike => ({ nodeType: 3, nodeValue: value, childNodes: [] });
function el(localName: string, attrs: { id?: string; value?: string } = {}, children: NodeLike[] = [], shadow?: NodeLike[]): NodeLike {
  return { nodeType: 1, localName, ...attrs, childNodes: children, shadowRoot: shadow ? { nodeType: 11, childNodes: shadow } : null };
}
function slot(fallback: NodeLike[], assigned: NodeLike[]): NodeLike {
  return { nodeType: 1, localName: 'slot', childNodes: fallback, assignedNodes: () => assigned };
}
const doc = (...children: NodeLike[]): NodeLike => ({ nodeType: 9, childNodes: children });

describe('findByIdDeep', () => {
  it('finds an element of the document', () => {
    const target = el('span', { id: 'promo-code' }, [text('ZYN10')]);
    expect(findByIdDeep(doc(el('main', {}, [el('p'), target])), 'promo-code')).toBe(target);
  });

  it('finds an element inside an open shadow root, and inside a shadow root in a shadow root', () => {
    const inner = el('code', { id: 'deep' }, [text('DEEP')]);
    const middle = el('brand-b', {}, [], [el('div', {}, [inner])]);
    const shallow = el('strong', { id: 'code' }, [text('X')]);
    const root = doc(el('brand-a', {}, [], [shallow, middle]));
    expect(findByIdDeep(root, 'code')).toBe(shallow);
    expect(findByIdDeep(root, 'deep')).toBe(inner);
  });

  it('returns the first in document order (light DOM before the host\'s shadow tree, earlier hosts first)', () => {
    const first = el('span', { id: 'dup' });
    const second = el('span', { id: 'dup' });
    const third = el('span', { id: 'dup' });
    const root = doc(el('brand-a', {}, [first], [second]), third);
    expect(findByIdDeep(root, 'dup')).toBe(first);
    expect(findByIdDeep(doc(el('brand-a', {}, [], [second]), third), 'dup')).toBe(second);
  });

  it('gives undefined for a missing or blank id', () => {
    const root = doc(el('span', { id: 'a' }));
    expect(findByIdDeep(root, 'b')).toBeUndefined();
    expect(findByIdDeep(root, '')).toBeUndefined();
    expect(findByIdDeep(root, '  ')).toBeUndefined();
  });
});

describe('copyableText', () => {
  it('reads the text of an element, spaces collapsed and trimmed', () => {
    expect(copyableText(el('p', {}, [text('  Use code '), el('strong', {}, [text('ZYN10')]), text(' \n today ')]))).toBe('Use code ZYN10 today');
  });

  it('reads a host through its shadow tree, with slotted children, never scripts or styles', () => {
    const host = el('brand-text', { id: 'promo-code' }, [el('script', {}, [text('{"text":"ZYN10"}')])], [
      el('style', {}, [text('.a{}')]),
      el('div', {}, [text('ZYN10')]),
    ]);
    expect(copyableText(host)).toBe('ZYN10');
    const slotted = el('brand-box', {}, [text('light')], [el('span', {}, [text('Code: ')]), slot([text('fallback')], [text('SAVE5')])]);
    expect(copyableText(slotted)).toBe('Code: SAVE5');
    expect(copyableText(el('brand-box', {}, [], [slot([text('fallback')], [])]))).toBe('fallback');
  });

  it('keeps paragraphs on their own lines', () => {
    expect(copyableText(el('div', {}, [el('p', {}, [text('10 Main Street')]), el('p', {}, [text('London')])]))).toBe('10 Main Street\nLondon');
  });

  it('reads the value of an input or a textarea', () => {
    expect(copyableText(el('input', { value: ' SAVE5 ' }))).toBe('SAVE5');
    expect(copyableText(el('textarea', { value: 'a\nb' }))).toBe('a\nb');
  });
});
