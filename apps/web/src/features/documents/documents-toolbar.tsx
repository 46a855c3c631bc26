import Add from '@mui/icons-material/Add';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FileDownload from '@mui/icons-material/FileDownload';
import FilterList from '@mui/icons-material/FilterList';
import Input from '@mui/icons-material/Input';
import Refresh from '@mui/icons-material/Refresh';
import TableRows from '@mui/icons-material/TableRows';
import UploadFile from '@mui/icons-material/UploadFile';
import ViewList from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ToolbarAction } from '../../ui/list/index.ts';
import type { DocumentsView } from './documents-list-state.ts';

/** Add transit, with its sub-actions: import transits from a CSV file, or one eCMR message. */
function AddTransitButton({
  onAdd,
  onUploadCsv,
  onImportEcmr,
  disabled,
}: {
  onAdd: () => void;
  onUploadCsv: () => void;
  onImportEcmr: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('documents');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <ButtonGroup variant="contained" disabled={disabled} sx={{ height: 48 }}>
        <Button startIcon={<Add />} onClick={onAdd}>
          {t('actions.add')}
        </Button>
        <Button
          aria-label={t('actions.more_add')}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
          sx={{ px: 0.5, minWidth: 40 }}
        >
          <ArrowDropDown />
        </Button>
      </ButtonGroup>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          sx={{ minHeight: 48 }}
          onClick={() => {
            setAnchor(null);
            onUploadCsv();
          }}
        >
          <ListItemIcon>
            <UploadFile />
          </ListItemIcon>
          <ListItemText primary={t('actions.upload_csv')} />
        </MenuItem>
        <MenuItem
          sx={{ minHeight: 48 }}
          onClick={() => {
            setAnchor(null);
            onImportEcmr();
          }}
        >
          <ListItemIcon>
            <Input />
          </ListItemIcon>
          <ListItemText primary={t('actions.import_ecmr')} />
        </MenuItem>
      </Menu>
    </>
  );
}

export type DocumentsToolbarProps = {
  view: DocumentsView;
  onViewChange: (view: DocumentsView) => void;
  onAdd: () => void;
  onUploadCsv: () => void;
  onImportEcmr: () => void;
  onExport: () => void;
  onRefresh: () => void;
  onFilters: () => void;
  isOnline: boolean;
  isRefreshing: boolean;
  /** The column chooser, shown in the table view. */
  columnChooser?: ReactNode;
};

/** Title and actions of the transit list: view, columns, export, filters, refresh, add. */
export function DocumentsToolbar(props: DocumentsToolbarProps) {
  const { view, onViewChange, onAdd, onUploadCsv, onImportEcmr, onExport, onRefresh, onFilters } =
    props;
  const { isOnline, isRefreshing, columnChooser } = props;
  const { t } = useTranslation('documents');
  return (
    <Box
      role="toolbar"
      aria-label={t('toolbar')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
    >
      <Typography variant="h1" sx={{ flexGrow: 1, mr: 1 }}>
        {t('title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label={t('view.label')}
          onChange={(_event, next: DocumentsView | null) => {
            if (next) onViewChange(next);
          }}
          // The default grey of an unselected toggle is too faint on the page background.
          sx={{
            mr: 0.5,
            '& .MuiToggleButton-root': { height: 48, minWidth: 48, color: 'text.primary' },
            '& .MuiToggleButton-root.Mui-selected': { color: 'primary.dark' },
          }}
        >
          <ToggleButton value="table" aria-label={t('view.table')} sx={{ gap: 0.75 }}>
            <TableRows />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('view.table_short')}
            </Box>
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('view.list')} sx={{ gap: 0.75 }}>
            <ViewList />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('view.list_short')}
            </Box>
          </ToggleButton>
        </ToggleButtonGroup>
        {columnChooser}
        <ToolbarAction
          label={t('actions.export')}
          icon={<FileDownload />}
          onClick={onExport}
          disabled={!isOnline}
        />
        <ToolbarAction
          label={t('actions.filters')}
          icon={<FilterList />}
          onClick={onFilters}
          disabled={!isOnline}
        />
        <ToolbarAction
          label={t('actions.refresh')}
          icon={<Refresh />}
          onClick={onRefresh}
          disabled={!isOnline || isRefreshing}
        />
      </Box>
      <AddTransitButton
        onAdd={onAdd}
        onUploadCsv={onUploadCsv}
        onImportEcmr={onImportEcmr}
        disabled={!isOnline}
      />
    </Box>
  );
}
