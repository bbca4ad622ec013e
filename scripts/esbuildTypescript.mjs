// esbuild inside rollup, for dist/server.js: TypeScript to JavaScript (types stripped, JSX made automatic,
// nothing checked: the build's declaration step, `tsc --emitDeclarationOnly`, type-checks src/), and the
// bundle minified. @rollup/plugin-typescript took about 10 s of the build for output that is the same, byte
// for byte, in what the renderer writes; terser would take about 20 s where esbuild takes under 1 (the
// browser bundles keep both: their sizes are budgeted to the byte).
import { transform } from 'esbuild';

/** tsconfig.json's settings that change the emitted JavaScript. */
const COMPILER_OPTIONS = { target: 'es2022', jsx: 'react-jsx', useDefineForClassFields: true };

export function esbuildTypescript() {
  return {
    name: 'esbuild-typescript',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
      const result = await transform(code, {
        loader: id.endsWith('.tsx') ? 'tsx' : 'ts',
        target: COMPILER_OPTIONS.target,
        sourcemap: true,
        sourcefile: id,
        tsconfigRaw: { compilerOptions: { jsx: COMPILER_OPTIONS.jsx, useDefineForClassFields: COMPILER_OPTIONS.useDefineForClassFields } },
      });
      return { code: result.code, map: result.map };
    },
  };
}

/**
 * The written chunk minified, for a renderer that a Worker or an OpenWhisk action loads on every cold
 * start. Names are not kept: esbuild's keepNames wraps every function made during a render (a component's
 * callbacks) in a naming call, which made renders about 10% slower, and nothing of ours reads a function's name.
 */
export function esbuildMinify() {
  return {
    name: 'esbuild-minify',
    async renderChunk(code) {
      const result = await transform(code, { minify: true, format: 'esm', target: COMPILER_OPTIONS.target, sourcemap: true, legalComments: 'none' });
      return { code: result.code, map: result.map };
    },
  };
}
