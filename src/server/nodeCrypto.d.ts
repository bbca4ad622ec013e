/** The part of Node's crypto the server renderer uses (src has no Node types: it is browser code but for src/server). */
declare module 'node:crypto' {
  interface Hash {
    update(data: string, encoding?: 'utf8'): Hash;
    digest(encoding: 'base64' | 'base64url' | 'hex'): string;
  }
  export function createHash(algorithm: 'sha256'): Hash;
}
