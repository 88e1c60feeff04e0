/**
 * The way to the package's own build for React 18 pages, registered by `directory-backoffice/react18`. Kept on
 * the page (a Symbol.for key), not in a module: the two entries are separate files of the build.
 */
export interface ElementsApi {
  configure(options: object): void;
  signOut(): Promise<void>;
  refresh(): Promise<boolean>;
}
type Loader = () => Promise<ElementsApi>;

const KEY = Symbol.for('directory-backoffice/react18-build/1');
const page = globalThis as unknown as Record<symbol, Loader | undefined>;

export function registerReact18Build(load: Loader): void {
  page[KEY] ??= load;
}

/** The registered loader, or undefined when the page did not import `directory-backoffice/react18`. */
export const react18Build = (): Loader | undefined => page[KEY];
