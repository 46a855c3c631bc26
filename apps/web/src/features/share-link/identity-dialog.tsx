import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ShareIdentity } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { PlainTextField } from '../../ui/plain-text-field.tsx';
import { ResponsiveDialog } from '../../ui/responsive-dialog.tsx';
import { useTranslateError } from '../../ui/use-translate-error.ts';

const FIELDS = ['first_name', 'last_name', 'company_name'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The first-time dialog of a link (spec 1 §2): first name, last name and company name, all
 * required (the domain's ShareIdentity checks them, as the server does on every write).
 */
export function IdentityDialog({ onDone }: { onDone: (identity: ShareIdentity) => void }) {
  const { t } = useTranslation('share_link');
  const translateError = useTranslateError();
  const titleId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    company_name: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    const parsed = ShareIdentity.safeParse(values);
    if (parsed.success) {
      onDone(parsed.data);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
        found[field as Field] ??= issue.message;
      }
    }
    setErrors(found);
  };

  return (
    <ResponsiveDialog open aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{t('identity.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          id={`${titleId}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogContentText>{t('identity.intro')}</DialogContentText>
          {FIELDS.map((field) => (
            <PlainTextField
              key={field}
              label={t(`identity.${field}`)}
              required
              requiredMark
              value={values[field]}
              error={errors[field] ? translateError(errors[field]) : undefined}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field]: value }));
                setErrors((current) => ({ ...current, [field]: undefined }));
              }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button type="submit" form={`${titleId}-form`} variant="contained" sx={{ minHeight: 48 }}>
          {t('identity.submit')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
