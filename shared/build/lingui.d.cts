// Types of lingui.cjs for the TypeScript that reads it (the catalogue check).
export declare const LANGUAGES: readonly string[];
export declare const SOURCE_LANGUAGE: string;
export declare const PSEUDO_LOCALE: string;
export declare const SWC_PLUGIN_CACHE: string;
export declare function linguiConfig(dir: string): Record<string, unknown>;
export declare function linguiSwcPlugin(): [string, Record<string, unknown>];
export declare function refusalsLinguiConfig(dir: string): Record<string, unknown>;
export declare function readCatalogue(po: string): Map<string, string>;
export declare function translationsOf(dir: string, messages: string[]): Record<string, Record<string, string>>;
/** Each module's pages with catalogues of their own: the file the page starts from and the catalogues' name. */
export declare const PAGE_CATALOGUES: Record<string, { entry: string; name: string }[]>;
export declare function writePageCatalogues(dir: string, out?: string): void;
