// The avatar's limits, apart from the profile's schemas: the profile page's first view reads them,
// and the schemas' file would bring zod into its first load.

/** Spec: avatar at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Spec texts of a refused avatar file (title and description of the notice), or null when it may be sent. */
export function avatarFileProblem(file: { type: string; size: number }): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid file type', description: 'Please select an image file' };
  if (file.size > AVATAR_MAX_BYTES) return { title: 'File too large', description: 'Please select an image smaller than 5MB' };
  return null;
}
