// Types of static-imports.cjs for the TypeScript that reads it (the first-load tests).
/** The files from `entry` to the first one that imports the package `pkg`, relative to `relativeTo`; null when none does. */
export declare function staticPathToPackage(entry: string, pkg: string, relativeTo: string): string[] | null;
/** Every file of the module and shared that `entry` can run, `import()` included; the imports of a file `unfollowed` names are not read. */
export declare function reachableFiles(entry: string, unfollowed?: (file: string) => boolean): string[];
