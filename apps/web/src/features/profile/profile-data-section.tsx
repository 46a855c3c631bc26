import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isPrimary, type User } from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';

type ProfileDataSectionProps = { user: User };

function initialsOf(user: User): string {
  const fromName = [user.first_name, user.last_name].map((part) => part.trim().charAt(0)).join('');
  const initials = fromName || user.company.name.trim().charAt(0);
  return initials.toUpperCase();
}

type ReadOnlyFieldProps = { id: string; label: string; value: string };

function ReadOnlyField({ id, label, value }: ReadOnlyFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}

export function ProfileDataSection({ user }: ProfileDataSectionProps) {
  const { t } = useTranslation('profile');
  const primary = isPrimary(user);
  const initials = initialsOf(user);

  return (
    <Stack component="section" aria-labelledby="profile-data-heading" spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={user.avatar ?? undefined}
          alt={t('avatar_alt', { initials })}
          sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {initials}
        </Avatar>
        <Typography id="profile-data-heading" variant="h6" component="h2">
          {t('profile_data')}
        </Typography>
      </Stack>
      {!primary && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ReadOnlyField id="profile-first-name" label={t('first_name')} value={user.first_name} />
          <ReadOnlyField id="profile-last-name" label={t('last_name')} value={user.last_name} />
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ReadOnlyField id="profile-email" label={t('email')} value={user.email ?? ''} />
        {!primary && (
          <ReadOnlyField id="profile-phone" label={t('phone')} value={user.phone ?? ''} />
        )}
        <ReadOnlyField id="profile-role" label={t('role')} value={t(`roles.${user.role}`)} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ReadOnlyField
          id="profile-company-name"
          label={t('company_name')}
          value={user.company.name}
        />
        {primary && (
          <ReadOnlyField
            id="profile-company-phone"
            label={t('company_phone')}
            value={user.company.phone ?? ''}
          />
        )}
      </Stack>
    </Stack>
  );
}
