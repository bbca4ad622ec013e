/**
 * Adobe's `PathUtils` object, for the public API (dist/brand-elements.js). In a module of its own:
 * an object keeps every helper it names, and the page's chunks need only a few of them.
 */
import { toModelUrl, getContextPath, sanitize, addExtension, removeExtension, addSelector, externalize, itemPath, splitItemPath, isItemPath, normalizeModelPath, normalizeSlashes, pathnameOf, JCR_CONTENT } from './paths';

export const PathUtils = {
  toModelUrl,
  getContextPath,
  sanitize,
  addExtension,
  removeExtension,
  addSelector,
  externalize,
  itemPath,
  splitItemPath,
  isItemPath,
  normalizeModelPath,
  normalizeSlashes,
  pathnameOf,
  JCR_CONTENT,
} as const;
