export function containerName(packageName: string): string;
