import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { mayUser } from '../../app/may-user.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import { AccountsTab } from './accounts-tab.tsx';
import { ApiKeysTab } from './api-keys-tab.tsx';
import { PROFILE_MANAGEMENT_PATH } from './accounts-paths.ts';
import { BillingTab } from './billing-tab.tsx';
import { WebhooksTab } from './webhooks-tab.tsx';

type IntegrationTab = 'api-keys' | 'webhooks';
type TabName = 'finances' | 'accounts' | IntegrationTab;

/** The tabs only for whom the rulebook lets manage the company's integrations. */
const isIntegrationTab = (name: string | null): name is IntegrationTab =>
  name === 'api-keys' || name === 'webhooks';

/**
 * `/profileManagement` (Admin): My finances, Accounts and, for whom the rulebook lets manage them,
 * API keys and webhooks (`?tab=api-keys`, `?tab=webhooks`; spec 3 §2 names only the first two;
 * docs/decisions/0064-integrations-screens.md). The sub-account dialogs (`/profile/addAccount`,
 * `/profile/:id/preview`, `/profile/:id/edit`) open over the Accounts tab.
 */
export function ProfileManagementDialog() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation('common');
  const { t: tIntegrations } = useTranslation('integrations');
  const { user } = useSession();
  const canManageKeys = mayUser(user, 'manage_api_keys');
  // Webhooks have their own rule: the tab follows it, not the keys' one.
  const canManageWebhooks = mayUser(user, 'manage_webhooks');
  const isAllowed = (name: IntegrationTab) =>
    name === 'webhooks' ? canManageWebhooks : canManageKeys;
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const titleId = useId();
  const tabsId = useId();
  const isOnAccountRoute = location.pathname !== PROFILE_MANAGEMENT_PATH;
  const requested = searchParams.get('tab');
  const tab: TabName =
    isOnAccountRoute || requested === 'accounts'
      ? 'accounts'
      : isIntegrationTab(requested) && isAllowed(requested)
        ? requested
        : 'finances';
  const close = () => void navigate('/documents');

  return (
    <>
      <ResponsiveDialog open maxWidth="lg" onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ pr: 8 }}>
          {t('title')}
        </DialogTitle>
        <IconButton
          aria-label={tCommon('actions.close')}
          onClick={close}
          sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 3 } }}>
          <Tabs
            value={tab}
            onChange={(_event, next: TabName) => {
              void navigate(
                next === 'finances'
                  ? PROFILE_MANAGEMENT_PATH
                  : `${PROFILE_MANAGEMENT_PATH}?tab=${next}`,
                { replace: true },
              );
            }}
            aria-label={t('title')}
            variant="fullWidth"
          >
            <Tab
              value="finances"
              label={t('tabs.finances')}
              id={`${tabsId}-finances`}
              aria-controls={`${tabsId}-panel`}
            />
            <Tab
              value="accounts"
              label={t('tabs.accounts')}
              id={`${tabsId}-accounts`}
              aria-controls={`${tabsId}-panel`}
            />
            {canManageKeys && (
              <Tab
                value="api-keys"
                label={tIntegrations('tab')}
                id={`${tabsId}-api-keys`}
                aria-controls={`${tabsId}-panel`}
              />
            )}
            {canManageWebhooks && (
              <Tab
                value="webhooks"
                label={tIntegrations('webhooks.tab')}
                id={`${tabsId}-webhooks`}
                aria-controls={`${tabsId}-panel`}
              />
            )}
          </Tabs>
        </Box>
        <DialogContent
          id={`${tabsId}-panel`}
          role="tabpanel"
          aria-labelledby={`${tabsId}-${tab}`}
          sx={{ minHeight: 420 }}
        >
          {tab === 'finances' && <BillingTab />}
          {tab === 'accounts' && <AccountsTab />}
          {tab === 'api-keys' && <ApiKeysTab />}
          {tab === 'webhooks' && <WebhooksTab />}
        </DialogContent>
      </ResponsiveDialog>
      <Outlet />
    </>
  );
}
