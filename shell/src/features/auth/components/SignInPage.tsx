import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, InputAdornment, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useLocation, useNavigate, type Location } from 'shared/platform/routing/router';
import { useNotify } from 'shared/platform/ui/notifications';
import { useSession } from '../../../lib/auth/useSession';
import { signInErrorMessage, validateSignIn, type SignInErrors } from '../signInForm';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

export function SignInPage() {
  const { signIn } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn({ email, password });
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      await signIn(email.trim(), password, rememberMe);
      notify({ title: 'Welcome back', variant: 'success' });
      const from = (location.state as { from?: Location } | null)?.from;
      navigate(from ? `${from.pathname}${from.search}${from.hash}` : '/dashboard', { replace: true });
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
              value={email}
              autoFocus
              onChange={(e) => setEmail(e.target.value)}
              error={!!errors.email}
              helperText={errors.email}
            />
            <TextField
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
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
              <FormControlLabel control={<Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />} label="Remember me" />
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
      <ForgotPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} initialEmail={email} />
    </Box>
  );
}
