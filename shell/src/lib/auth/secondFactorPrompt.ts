import type { SecondFactorCode } from 'shared/platform/session/authSession';

// The shell's one "Confirm it's you" prompt (features/auth's SecondFactorPrompt) registers here; the
// session bridge (useSession) asks it for every call the API held back for the second factor.

type Prompt = (code: SecondFactorCode) => Promise<boolean>;

let prompt: Prompt | null = null;

/** Registers the mounted prompt; answers its removal. */
export function registerSecondFactorPrompt(next: Prompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** True once the person has confirmed it's them; false when they cancelled or no prompt is mounted (the sign-in page). */
export function askSecondFactor(code: SecondFactorCode): Promise<boolean> {
  return prompt ? prompt(code) : Promise.resolve(false);
}
