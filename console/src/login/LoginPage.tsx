import { Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';

import { validateCredentials, type CredentialErrors } from './validateCredentials';

export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<CredentialErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCredentials(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'sampleteca.auth.unexpected_error';
      notify(message, { type: 'error' });
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        background: 'radial-gradient(circle at 20% 20%, rgba(109, 47, 224, 0.35), transparent 55%), #0b0b10',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack component="form" onSubmit={submit} noValidate spacing={3}>
            <Box>
              <Typography component="h1" variant="h5" fontWeight={700}>
                {translate('sampleteca.login.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('sampleteca.login.subtitle')}
              </Typography>
            </Box>
            <TextField
              id="login-email"
              label={translate('sampleteca.login.email')}
              type="email"
              name="email"
              autoComplete="username"
              required
              autoFocus
              fullWidth
              error={Boolean(errors.email)}
              helperText={errors.email && translate(errors.email)}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              id="login-password"
              label={translate('sampleteca.login.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              fullWidth
              error={Boolean(errors.password)}
              helperText={errors.password && translate(errors.password)}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {translate('sampleteca.login.submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
