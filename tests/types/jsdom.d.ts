/** The part of jsdom the unit tests use (the package ships no types; it is a devDependency, for tests only). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: Record<string, unknown>);
    readonly window: Window & typeof globalThis;
  }
}
