export const PORTS: Record<string, number>;
export function sharedModules(
  packageJson: {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  },
  options?: { eager?: boolean },
): Record<
  string,
  {
    singleton: boolean;
    eager: boolean;
    strictVersion?: boolean;
    requiredVersion: string;
    version?: string;
    // The MUI files' entry (shared by their path in the package).
    request?: string;
    shareKey?: string;
    import?: string;
    allowNodeModulesSuffixMatch?: boolean;
    include?: { request: RegExp };
  }
>;
export function createWebpackConfig(options: { dir: string; exposes?: Record<string, string>; title?: string }): unknown;
