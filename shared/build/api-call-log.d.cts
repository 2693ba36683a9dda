export const DEPLOYED_MODULES: readonly string[];
export const LOG_DIR_VARIABLE: string;
export const CALLS_FILE: string;
