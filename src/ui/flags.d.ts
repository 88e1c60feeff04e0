// country-flag-icons ships no types for its one-flag-per-file string modules.
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
