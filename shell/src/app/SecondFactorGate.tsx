import { lazy, Suspense, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from 'shared/platform/ui/mui';
import { useSignOut } from '../lib/auth/useSignOut';
import { useSecondFactorGate } from './useSecondFactorGate';
import { useStaticFrameReplaced } from './layout/hooks/useStaticFrameReplaced';

// Only someone without a passkey, while the organisation requires one, sees this form before the portal.
const AddPasskeyForm = lazy(() => import('../features/profile/components/AddPasskeyForm').then((m) => ({ default: m.AddPasskeyForm })));

function Checking() {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label={t`Checking your session`} />
    </Box>
  );
}

function GatePage({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  useStaticFrameReplaced();
  const signOut = useSignOut();
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 520 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="textSecondary">{text}</Typography>
          {children}
          <Box>
            <Button onClick={() => void signOut()}>
              <Trans>Sign out</Trans>
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

/** Holds the signed-in portal back until the session has its second factor, while the organisation requires one (useSecondFactorGate). */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { state, confirmAgain } = useSecondFactorGate();
  if (state === 'checking') return <Checking />;
  if (state === 'addPasskey') {
    return (
      <GatePage
        title={t`Add a passkey to continue`}
        text={t`Your organisation asks for a passkey after the password. Add one now: this device will ask for its fingerprint, face, PIN or security key, and from now on it confirms it's you when you sign in.`}
      >
        <Suspense fallback={<CircularProgress aria-label={t`Loading`} />}>
          <AddPasskeyForm />
        </Suspense>
      </GatePage>
    );
  }
  if (state === 'confirm') {
    return (
      <GatePage title={t`Confirm it's you to continue`} text={t`Your organisation asks for your passkey after your password.`}>
        <Box>
          <Button variant="contained" onClick={confirmAgain}>
            <Trans>Use my passkey</Trans>
          </Button>
        </Box>
      </GatePage>
    );
  }
  return <>{children}</>;
}
