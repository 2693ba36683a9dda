import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Checkbox, FormControlLabel, InputAdornment } from '@mui/material';
import { Alert, Box, Button, IconButton, Link, Paper, Stack, Typography } from 'shared/platform/ui/mui';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useNotify } from 'shared/platform/ui/notifications';
import { useSession } from '../../../lib/auth/useSession';
import { sessionWasEndedElsewhere } from '../../../lib/auth/sessionEnded';
import { signInSchema } from 'shared/domain/auth/sign-in';
import { useFormFields } from 'shared/forms/useFormFields';
import { signInErrorMessage } from '../signInForm';
import { OutlinedField } from 'shared/ui/OutlinedField';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from './LanguageSwitch';

const SIGNED_OUT = { email: '', password: '', rememberMe: false };

// Loaded when first asked for: a dialog (and its modal) the sign-in page's first load need not carry.
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })));

/**
 * The spec's sign-in page. What follows a successful sign-in is the caller's: the portal navigates
 * in place, the stand-alone page (signIn.tsx) loads the portal.
 */
export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useSession();
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const { values, errors, setField, validate } = useFormFields(signInSchema, SIGNED_OUT);
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [reset, setReset] = useState<'never opened' | 'open' | 'closed'>('never opened');
  const [endedElsewhere] = useState(sessionWasEndedElsewhere);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = validate();
    if (!form) return;
    setSubmitting(true);
    try {
      await signIn(form.email, form.password, values.rememberMe);
      onSignedIn();
    } catch (error) {
      notify({ title: t`Sign in failed`, description: signInErrorMessage(i18n, error), variant: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          p: 8,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
          <Trans>Abacus</Trans>
        </Typography>
        <Typography variant="h5" component="p">
          <Trans>Admin Portal</Trans>
        </Typography>
        <Typography sx={{ mt: 2 }}>
          <Trans>Registrations, payments and results for the competition, in one place.</Trans>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3 }}>
        <LanguageSwitch />
        <Paper component="form" noValidate onSubmit={submit} sx={{ p: 4, width: '100%', maxWidth: 420 }} elevation={2}>
          <Stack spacing={2}>
            <Box>
              <Typography variant="h5" component="h1">
                <Trans>Admin Portal</Trans>
              </Typography>
              <Typography color="textSecondary">
                <Trans>Sign in to continue</Trans>
              </Typography>
            </Box>
            {endedElsewhere && (
              <Alert severity="info">
                <Trans>You were signed out on another device.</Trans>
              </Alert>
            )}
            <OutlinedField
              label={t`Email`}
              type="email"
              autoComplete="email"
              value={values.email}
              autoFocus
              onChange={(email) => setField('email', email)}
              error={errors.email}
            />
            <OutlinedField
              label={t`Password`}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={values.password}
              onChange={(password) => setField('password', password)}
              error={errors.password}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton aria-label={showPassword ? t`Hide password` : t`Show password`} onClick={() => setShowPassword((s) => !s)} edge="end">
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <FormControlLabel
                control={<Checkbox checked={values.rememberMe} onChange={(e) => setField('rememberMe', e.target.checked)} />}
                label={t`Remember me`}
              />
              <Link component="button" type="button" onClick={() => setReset('open')}>
                <Trans>Forgot password?</Trans>
              </Link>
            </Stack>
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              <Trans>Sign In</Trans>
            </Button>
            <Button variant="outlined" disabled>
              <Trans>Use OTP (coming soon)</Trans>
            </Button>
            <Typography variant="body2" color="textSecondary">
              <Trans>Use your organization email. Contact an admin if you need access.</Trans>
            </Typography>
          </Stack>
        </Paper>
      </Box>
      {reset !== 'never opened' && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={reset === 'open'} onClose={() => setReset('closed')} initialEmail={values.email} />
        </Suspense>
      )}
    </Box>
  );
}
