import { useLingui } from '@lingui/react/macro';
import { useUploadMyAvatarMutation } from '../api/profileApi';
import { avatarFileProblem } from 'shared/domain/profile/avatar';
import { useNotify } from 'shared/platform/ui/notifications';

/** Checks the chosen file with the spec's rules, then sends it to the API, which checks it again. */
export function useAvatarUpload() {
  const notify = useNotify();
  const { t } = useLingui();
  const [uploadAvatar, { isLoading }] = useUploadMyAvatarMutation();

  const upload = async (file: File) => {
    const problem = avatarFileProblem(file);
    if (problem) {
      notify({ ...problem, variant: 'error' });
      return;
    }
    try {
      await uploadAvatar(file).unwrap();
      notify({ title: t`Avatar updated`, description: t`Your new picture is shown across the portal.`, variant: 'success' });
    } catch {
      notify({ title: t`Upload failed`, description: t`Failed to upload avatar. Please try again.`, variant: 'error' });
    }
  };

  return { upload, uploading: isLoading };
}
