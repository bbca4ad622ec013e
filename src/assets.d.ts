/** Font files are emitted next to the bundle by the build; importing one gives its URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
