import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, InputAdornment, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useLocation, useNavigate, type Location } from 'shared/platform/routing/router';
import { useNotify } from 'shared/platform/ui/notifications';
import { useSession } from '../../../lib/auth/useSession';
import { signInSchema } from 'shared/domain/sign-in';
import { useFormFields } from 'shared/forms/useFormFields';
import { PATHS } from 'shared/routes/paths';
import { signInErrorMessage } from '../signInForm';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const SIGNED_OUT = { email: '', password: '', rememberMe: false };

export function SignInPage() {
  const { signIn } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const { values, errors, setField, validate } = useFormFields(signInSchema, SIGNED_OUT);
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = validate();
    if (!form) return;
    setSubmitting(true);
    try {
      await signIn(form.email, form.password, values.rememberMe);
      notify({ title: 'Welcome back', variant: 'success' });
      const from = (location.state as { from?: Location } | null)?.from;
      navigate(from ? `${from.pathname}${from.search}${from.hash}` : PATHS.dashboard, { replace: true });
    } catch (error) {
      notify({ title: 'Sign in failed', description: signInErrorMessage(error), variant: 'error' });
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
          Abacus
        </Typography>
        <Typography variant="h5" component="p">
          Admin Portal
        </Typography>
        <Typography sx={{ mt: 2 }}>Registrations, payments and results for the competition, in one place.</Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
        <Paper component="form" noValidate onSubmit={submit} sx={{ p: 4, width: '100%', maxWidth: 420 }} elevation={2}>
          <Stack spacing={2}>
            <Box>
              <Typography variant="h5" component="h1">
                Admin Portal
              </Typography>
              <Typography color="text.secondary">Sign in to continue</Typography>
            </Box>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={values.email}
              autoFocus
              onChange={(e) => setField('email', e.target.value)}
              error={!!errors.email}
              helperText={errors.email}
            />
            <TextField
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => setField('password', e.target.value)}
              error={!!errors.password}
              helperText={errors.password}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((s) => !s)} edge="end">
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <FormControlLabel
                control={<Checkbox checked={values.rememberMe} onChange={(e) => setField('rememberMe', e.target.checked)} />}
                label="Remember me"
              />
              <Link component="button" type="button" onClick={() => setResetOpen(true)}>
                Forgot password?
              </Link>
            </Stack>
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              Sign In
            </Button>
            <Button variant="outlined" disabled>
              Use OTP (coming soon)
            </Button>
            <Typography variant="body2" color="text.secondary">
              Use your organization email. Contact an admin if you need access.
            </Typography>
          </Stack>
        </Paper>
      </Box>
      <ForgotPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} initialEmail={values.email} />
    </Box>
  );
}
