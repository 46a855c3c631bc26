import ViewColumn from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { LIST_ICON_BUTTON_SX } from '../../ui/list/index.ts';
import { TRANSIT_COLUMNS, type TransitColumnKey } from './transit-values.ts';

/** The table's column chooser: a scrollable checklist; at least one column stays on. */
export function ColumnChooser({
  hidden,
  onChange,
}: {
  hidden: ReadonlySet<TransitColumnKey>;
  onChange: (hidden: ReadonlySet<TransitColumnKey>) => void;
}) {
  const { t } = useTranslation('documents');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const visibleCount = TRANSIT_COLUMNS.length - hidden.size;

  const toggle = (key: TransitColumnKey, isVisible: boolean) => {
    const next = new Set(hidden);
    if (isVisible) next.delete(key);
    else next.add(key);
    onChange(next);
  };

  return (
    <>
      <Tooltip title={t('columns_chooser.open')}>
        <IconButton
          aria-label={t('columns_chooser.open')}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          sx={LIST_ICON_BUTTON_SX}
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
        >
          <ViewColumn />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 300 } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={titleId} variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {t('columns_chooser.title')}
          </Typography>
          <Button
            size="small"
            disabled={hidden.size === 0}
            onClick={() => {
              onChange(new Set());
            }}
          >
            {t('columns_chooser.show_all')}
          </Button>
        </Box>
        <FormGroup
          aria-labelledby={titleId}
          sx={{ maxHeight: '50vh', overflowY: 'auto', px: 2, pb: 1, flexWrap: 'nowrap' }}
        >
          {TRANSIT_COLUMNS.map((key) => {
            const isVisible = !hidden.has(key);
            return (
              <FormControlLabel
                key={key}
                label={t(`columns.${key}`)}
                control={
                  <Checkbox
                    size="small"
                    checked={isVisible}
                    disabled={isVisible && visibleCount === 1}
                    onChange={(event) => {
                      toggle(key, event.target.checked);
                    }}
                  />
                }
              />
            );
          })}
        </FormGroup>
      </Popover>
    </>
  );
}
