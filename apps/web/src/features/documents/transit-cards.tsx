import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { mainDocumentOf, summaryMarks, type Transit } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { LIST_ICON_BUTTON_SX } from '../../ui/list/index.ts';
import { useTransitActions, type TransitAction } from './transit-actions.tsx';
import { TransitNumberLink } from './transit-cells.tsx';

/** The card's dropdown of the actions the transit's `actions` allow (spec 1 §2). */
function CardActionsMenu({ transit, actions }: { transit: Transit; actions: TransitAction[] }) {
  const { t } = useTranslation('documents');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const number = transit.transit_number;
  return (
    <>
      <IconButton
        aria-label={t('context_menu', { number })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        sx={LIST_ICON_BUTTON_SX}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert />
      </IconButton>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
        }}
        slotProps={{ list: { 'aria-label': t('context_menu', { number }) } }}
      >
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            onClick={() => {
              setAnchor(null);
              action.run();
            }}
          >
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * On a phone: one compact card per transit with a selection checkbox, its number, the mark of
 * its main document and a dropdown of its actions (spec 1 §2).
 */
export function TransitCards({ rows }: { rows: readonly Transit[] }) {
  const { t } = useTranslation('documents');
  const { actionsOf } = useTransitActions();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const selectedCount = rows.filter((transit) => selected.has(transit.id)).length;

  function toggle(id: number, isChecked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <>
      {selectedCount > 0 ? (
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {t('list.selected', { count: selectedCount })}
        </Typography>
      ) : null}
      <Box component="ul" aria-label={t('list.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((transit) => {
          const number = transit.transit_number;
          // The group's main document (spec 2 §2), as the transit page names it.
          const main = mainDocumentOf(transit.document, summaryMarks);
          return (
            <Card
              component="li"
              key={transit.id}
              variant="outlined"
              aria-label={number}
              sx={{ mb: 1, display: 'flex', alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
            >
              <Checkbox
                checked={selected.has(transit.id)}
                onChange={(event) => {
                  toggle(transit.id, event.target.checked);
                }}
                slotProps={{ input: { 'aria-label': t('list.select', { number }) } }}
              />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography
                  variant="subtitle1"
                  component="p"
                  // A 48 px target for a gloved thumb.
                  sx={{ '& a': { display: 'inline-block', py: 1.5 } }}
                >
                  <TransitNumberLink transit={transit} />
                </Typography>
                {main ? (
                  <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={t('list.main_document', { name: main.name })}
                    sx={{ mb: 1, maxWidth: '100%' }}
                  />
                ) : null}
              </Box>
              <CardActionsMenu transit={transit} actions={actionsOf(transit)} />
            </Card>
          );
        })}
      </Box>
    </>
  );
}
