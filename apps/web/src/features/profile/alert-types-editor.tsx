import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEXT_MAX } from '@transitdocs/domain';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { FormTextField } from '../../ui/index.ts';
import { TOUCH_TARGET } from './profile-paths.ts';
import type { SettingsForm } from './settings-form.ts';

/** The server's limit on the number of alert types a company keeps. */
const MAX_ALERT_TYPES = 50;

type AlertTypesEditorProps = { control: Control<SettingsForm>; isDisabled: boolean };

export function AlertTypesEditor({ control, isDisabled }: AlertTypesEditorProps) {
  const { t } = useTranslation('profile');
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'alert_types',
    keyName: 'key',
  });
  // Custom types are numbered 1, 2, ... so each field and remove button has its own label.
  const customNumbers: number[] = [];
  let customCount = 0;
  for (const field of fields) {
    if (!field.default) customCount += 1;
    customNumbers.push(field.default ? 0 : customCount);
  }

  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('alert_types_heading')}
      </Typography>
      <List disablePadding aria-label={t('alert_types_heading')}>
        {fields.map((field, index) => {
          if (field.default) {
            return (
              <ListItem key={field.key} disableGutters sx={TOUCH_TARGET}>
                <ListItemText
                  primary={t(`alert_types.${field.message.toLowerCase()}`, {
                    defaultValue: field.message,
                  })}
                />
                <Chip size="small" label={t('default_alert_type')} />
              </ListItem>
            );
          }
          const number = customNumbers[index] ?? index + 1;
          return (
            <ListItem key={field.key} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
              <FormTextField
                control={control}
                name={`alert_types.${index}.message`}
                id={`profile-alert-type-${number}`}
                label={t('custom_alert_type', { number })}
                fullWidth
                required
                disabled={isDisabled}
                maxLength={TEXT_MAX}
              />
              <IconButton
                aria-label={t('remove_alert_type', { number })}
                disabled={isDisabled}
                onClick={() => {
                  remove(index);
                }}
                sx={{ width: 48, height: 48, mt: 0.5 }}
              >
                <DeleteIcon />
              </IconButton>
            </ListItem>
          );
        })}
      </List>
      <Button
        startIcon={<AddIcon />}
        disabled={isDisabled || fields.length >= MAX_ALERT_TYPES}
        onClick={() => {
          append({ message: '', default: false });
        }}
        sx={{ ...TOUCH_TARGET, alignSelf: 'flex-start' }}
      >
        {t('add_alert_type')}
      </Button>
      {customCount === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('no_custom_alert_types')}
        </Typography>
      )}
    </Stack>
  );
}
