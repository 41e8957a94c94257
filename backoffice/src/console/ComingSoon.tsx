import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A screen of the console that shows a placeholder (Settings, spec 2.2). */
export function ComingSoon({ title, message }: { title: string; message: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(title)} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate(message)}</Typography>
      </CardContent>
    </Card>
  );
}

export function SettingsPage() {
  return <ComingSoon title="app.menu.settings" message="app.placeholder.settings" />;
}
