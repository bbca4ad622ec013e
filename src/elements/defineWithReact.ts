/**
 * defineElement (./define.ts) for an element that renders in React: importing it brings the React
 * renderer (src/react/runtime/reactRenderer.tsx) with the element's own code, so the browser loads
 * both at once. An element that can show its states without React (its definition's `direct`:
 * brand-text) imports ./define.ts itself, and loads React only when a state needs it.
 */
import '../react/runtime/reactRenderer';

export { defineElement } from './define';
