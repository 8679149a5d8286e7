import { logout, useTranslation } from '@exchange/shared';
import { useNavigate } from '@exchange/shared/router';
import { Button, Divider, Menu, MenuItem, preloadOverlays } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';
import { ACCOUNT_ENTRIES } from './menu-entries';

/** The logged-in account (e-mail or mobile) with its dropdown (docs/product.md#public-and-spot-screens). */
export const AccountMenu = ({ account }: { account: string }): ReactElement => {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = (): void => setAnchor(null);
  const go = (to: string): void => {
    close();
    navigate(to);
  };
  const signOut = async (): Promise<void> => {
    close();
    await logout();
    navigate('/home');
  };
  return (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="account-button"
        sx={{
          maxWidth: 220,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          display: 'block',
        }}
      >
        {account}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {ACCOUNT_ENTRIES.map((entry) => (
          <MenuItem key={entry.key} onClick={() => go(entry.to)}>
            {t(`account.${entry.key}`)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => void signOut()}>{t('account.logout')}</MenuItem>
      </Menu>
    </>
  );
};
