import { LoadFailed, LoadingRows, PageCard, useFormSubmit } from '@exchange/shared/area-kit';
import { useRequest, useTranslation } from '@exchange/shared';
import type { P2PAgent } from '@exchange/shared/contract/p2p';
import { ConfirmDialog, EmptyState } from '@exchange/shared/ui';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { p2pApi } from '../api/p2p-api';

type AgentErrorKey = 'uid' | 'code';

const AddAgentForm = ({ onAdded }: { onAdded: (agents: P2PAgent[]) => void }): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const form = useFormSubmit<AgentErrorKey>({ namespace: 'p2p-shop', keyPrefix: 'agents.errors.' });
  const [uid, setUid] = useState('');
  const [code, setCode] = useState('');
  const submit = form.submitWith(
    () => (uid.trim() === '' ? 'uid' : code.trim() === '' ? 'code' : null),
    async () => {
      onAdded(await p2pApi.addAgent(uid.trim(), code.trim()));
      setUid('');
      setCode('');
    },
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('agents.add')}
      data-testid="agent-add-form"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        label={t('agents.uid')}
        value={uid}
        onChange={(event) => setUid(event.target.value)}
        error={form.invalid === 'uid'}
        helperText={form.invalid === 'uid' ? form.message('uid') : undefined}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 32, 'data-testid': 'agent-uid' } }}
      />
      <TextField
        label={t('agents.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={form.invalid === 'code'}
        helperText={form.invalid === 'code' ? form.message('code') : t('agents.codeHelp')}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'agent-code' } }}
      />
      <Button
        type="submit"
        variant="contained"
        disableElevation
        loading={form.busy}
        data-testid="agent-add"
        sx={{ mt: { sm: 1 } }}
      >
        {t('agents.add')}
      </Button>
    </Box>
  );
};

/**
 * The store's agents (`p2p/shop/agents`): add one by UID and authorization code, remove one
 * after a confirmation (docs/product.md#merchant-store-myshop).
 */
export const AgentsSection = (): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const loaded = useRequest(() => p2pApi.agents(), []);
  // What an add or a remove answered replaces the loaded list.
  const [changed, setChanged] = useState<P2PAgent[] | null>(null);
  const [removing, setRemoving] = useState<P2PAgent | null>(null);
  const [busy, setBusy] = useState(false);
  const agents = changed ?? loaded.data;

  const remove = (agent: P2PAgent): void => {
    setBusy(true);
    p2pApi
      .removeAgent(agent.uid)
      .then((next) => {
        setChanged(next);
        setRemoving(null);
      })
      .catch(() => undefined) // The api client already showed why.
      .finally(() => setBusy(false));
  };

  let list: ReactElement;
  if (!agents && loaded.status === 'failed')
    list = <LoadFailed message={t('loadFailed')} onRetry={loaded.reload} />;
  else if (!agents) list = <LoadingRows rows={2} />;
  else if (agents.length === 0) list = <EmptyState message={t('agents.empty')} />;
  else
    list = (
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {agents.map((agent) => (
          <Box
            component="li"
            key={agent.uid}
            data-testid="shop-agent-row"
            data-uid={agent.uid}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {agent.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('agents.meta', { uid: agent.uid, date: agent.added_at })}
              </Typography>
            </Box>
            <Button
              size="small"
              color="error"
              variant="outlined"
              onClick={() => setRemoving(agent)}
              data-testid="agent-remove"
            >
              {t('agents.remove')}
            </Button>
          </Box>
        ))}
      </Box>
    );

  return (
    <PageCard title={t('agents.title')} subtitle={t('agents.text')} testId="shop-agents">
      <Box sx={{ display: 'grid', gap: 2 }}>
        {list}
        <AddAgentForm onAdded={setChanged} />
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={t('agents.removeTitle')}
        confirmLabel={t('agents.remove')}
        busy={busy}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove(removing)}
      >
        <Typography variant="body2">
          {removing ? t('agents.removeText', { name: removing.name, uid: removing.uid }) : ''}
        </Typography>
      </ConfirmDialog>
    </PageCard>
  );
};
