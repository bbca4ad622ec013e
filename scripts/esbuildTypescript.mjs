// TypeScript to JavaScript for rollup, by esbuild: types stripped, JSX made automatic, nothing checked
// (the build's declaration step, `tsc --emitDeclarationOnly`, type-checks src/). Used for dist/server.js,
// where @rollup/plugin-typescript took about 10 s of the build for output that is the same, byte for byte,
// in what the renderer writes (the browser bundles keep the TypeScript plugin: their sizes are budgeted).
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
