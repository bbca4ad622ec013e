import { describe, expect, it } from 'vitest';
import { PathUtils } from '../../../src/core/model/pathUtils';
import {
  addExtension,
  addSelector,
  externalize,
  getContextPath,
  isItemPath,
  itemPath,
  normalizeModelPath,
  removeExtension,
  sanitize,
  splitItemPath,
  toModelUrl,
} from '../../../src/core/model/paths';

describe('toModelUrl', () => {
  it('turns .html into .model.json', () => {
    expect(toModelUrl('/a/b.html')).toBe('/a/b.model.json');
    expect(toModelUrl('/a/b.htm')).toBe('/a/b.model.json');
  });
  it('adds .model.json to an extensionless path', () => {
    expect(toModelUrl('/a/b')).toBe('/a/b.model.json');
    expect(toModelUrl('/a/b/')).toBe('/a/b.model.json');
  });
  it('leaves a model URL unchanged', () => {
    expect(toModelUrl('/a/b.model.json')).toBe('/a/b.model.json');
    expect(toModelUrl('/a/b.model.json?x=1')).toBe('/a/b.model.json?x=1');
  });
  it('keeps the query and drops the hash', () => {
    expect(toModelUrl('/a/b.html?x=1')).toBe('/a/b.model.json?x=1');
    expect(toModelUrl('/a/b.html?x=1#top')).toBe('/a/b.model.json?x=1');
    expect(toModelUrl('/a/b#top')).toBe('/a/b.model.json');
  });
  it('drops selectors', () => {
    expect(toModelUrl('/a/b.sel.html')).toBe('/a/b.model.json');
    expect(toModelUrl('/a/b.one.two.json')).toBe('/a/b.model.json');
  });
  it('keeps dots in earlier segments and an origin', () => {
    expect(toModelUrl('/etc.clientlibs/x/page.html')).toBe('/etc.clientlibs/x/page.model.json');
    expect(toModelUrl('https://h.example.com/a/b.html?q=1')).toBe('https://h.example.com/a/b.model.json?q=1');
  });
  it('maps item paths and the empty path', () => {
    expect(toModelUrl('/content/p/jcr:content/root/text')).toBe('/content/p/jcr:content/root/text.model.json');
    expect(toModelUrl('')).toBe('');
    expect(toModelUrl('/')).toBe('/.model.json');
  });
});

describe('getContextPath', () => {
  it('returns the prefix before the first repository segment', () => {
    expect(getContextPath('/ctx/content/site/page.html')).toBe('/ctx');
    expect(getContextPath('/a/b/apps/x')).toBe('/a/b');
    expect(getContextPath('/ctx/libs/x')).toBe('/ctx');
    expect(getContextPath('/ctx/etc/x')).toBe('/ctx');
    expect(getContextPath('/ctx/etc.clientlibs/x.js')).toBe('/ctx');
    expect(getContextPath('/ctx/conf/x')).toBe('/ctx');
    expect(getContextPath('/ctx/mnt/overlay/x')).toBe('/ctx');
  });
  it('is empty without a prefix or a repository segment', () => {
    expect(getContextPath('/content/x')).toBe('');
    expect(getContextPath('/us/en/home.html')).toBe('');
    expect(getContextPath('/ctx/contentious/x')).toBe('');
    expect(getContextPath('')).toBe('');
  });
  it('reads the pathname of a full URL', () => {
    expect(getContextPath('https://h.com/ctx/content/a.html?x=/content/')).toBe('/ctx');
  });
});

describe('sanitize', () => {
  it('drops protocol and host, context path, selectors and extension, query, duplicate slashes', () => {
    expect(sanitize('https://h.com/ctx/content/a//b.sel.html?q')).toBe('/content/a/b');
  });
  it('drops hash and trailing slashes', () => {
    expect(sanitize('/content/a/b/#x')).toBe('/content/a/b');
    expect(sanitize('/content/a/b///')).toBe('/content/a/b');
  });
  it('never returns a path starting with // (protocol-relative input is a host)', () => {
    expect(sanitize('//evil.com/content/x.html')).toBe('/content/x');
    expect(sanitize('/content//x')?.startsWith('//')).toBe(false);
  });
  it('returns null for null, undefined and empty', () => {
    expect(sanitize(null)).toBeNull();
    expect(sanitize(undefined)).toBeNull();
    expect(sanitize('')).toBeNull();
  });
  it('keeps the root', () => {
    expect(sanitize('/')).toBe('/');
    expect(sanitize('https://h.com')).toBe('/');
  });
});

describe('item paths', () => {
  it('builds item paths', () => {
    expect(itemPath('/content/p', 'root', 'text')).toBe('/content/p/jcr:content/root/text');
    expect(itemPath('/content/p', 'root/container', 'image')).toBe('/content/p/jcr:content/root/container/image');
    expect(itemPath('/content/p')).toBe('/content/p');
  });
  it('splits item paths', () => {
    expect(splitItemPath('/content/p/jcr:content/root/text')).toEqual({ pagePath: '/content/p', itemPath: 'root/text' });
    expect(splitItemPath('/content/p')).toEqual({ pagePath: '/content/p', itemPath: '' });
    expect(splitItemPath('/content/p/jcr:content')).toEqual({ pagePath: '/content/p', itemPath: '' });
    expect(splitItemPath('/content/p/jcr:contentx/a')).toEqual({ pagePath: '/content/p/jcr:contentx/a', itemPath: '' });
    expect(isItemPath('/content/p/jcr:content/root')).toBe(true);
    expect(isItemPath('/content/p')).toBe(false);
  });
  it('normalizes model paths for lookups', () => {
    expect(normalizeModelPath('/content/p.html')).toBe('/content/p');
    expect(normalizeModelPath('/content/p/jcr:content//root/text.x/')).toBe('/content/p/jcr:content/root/text.x');
    // The same page however its model URL is written; a key normalizes to itself.
    expect(normalizeModelPath('/content/p/jcr:content.model.json')).toBe('/content/p');
    expect(normalizeModelPath('/content/p/jcr:content')).toBe('/content/p');
    expect(normalizeModelPath('/jcr:content.model.json')).toBe('/');
    expect(normalizeModelPath('')).toBe('');
    expect(normalizeModelPath(undefined)).toBe('');
  });
});

describe('extension and selector helpers', () => {
  it('adds, replaces and removes extensions', () => {
    expect(addExtension('/a/b', 'json')).toBe('/a/b.json');
    expect(addExtension('/a/b.html', '.json')).toBe('/a/b.json');
    expect(addExtension('/a/b.json', 'json')).toBe('/a/b.json');
    expect(removeExtension('/a.x/b.sel.html')).toBe('/a.x/b');
  });
  it('adds selectors once', () => {
    expect(addSelector('/a/b', 'model')).toBe('/a/b.model');
    expect(addSelector('/a/b.html', 'model')).toBe('/a/b.model.html');
    expect(addSelector('/a/b.model.json', 'model')).toBe('/a/b.model.json');
  });
  it('externalizes with a context path once', () => {
    expect(externalize('/content/p.model.json', '/ctx')).toBe('/ctx/content/p.model.json');
    expect(externalize('/ctx/content/p.model.json', '/ctx')).toBe('/ctx/content/p.model.json');
    expect(externalize('/content/p', '')).toBe('/content/p');
  });
  it('exposes the functions on PathUtils', () => {
    expect(PathUtils.toModelUrl('/x.html')).toBe('/x.model.json');
    expect(PathUtils.sanitize('/x.html')).toBe('/x');
  });
});
